// Runs axe for the journeys and words its findings so a failing gate says what to fix.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: what the site promises. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's findings on the page as it stands, one readable line per failing element
 * ("where: rule (impact) — what — which element"), so a failed gate says what to fix.
 */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    // Violations only: axe skips collecting passes and incomplete results, the bulk of its time.
    // (options() replaces every option, so the tags come after it.)
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    // One run inside the page rather than a run per frame finished in an extra blank page: several
    // times quicker. The frames it then leaves out are the third-party embeds (maps, videos).
    .setLegacyMode(true)
    .analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${where}: ${violation.id} (${violation.impact ?? 'n/a'}) — ${violation.help} — ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? ''}`,
    ),
  );
}
