// Runs axe for the journeys and words its findings so a failing gate says what to fix.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: what the site promises. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// The axe-core that @axe-core/playwright itself depends on and runs (Lighthouse brings another version).
const AXE_SOURCE = readFileSync(
  require.resolve('axe-core/axe.min.js', { paths: [require.resolve('@axe-core/playwright')] }),
  'utf8',
);
/** What AxeBuilder injects where axe-core is already in the page (an empty string would mean "the bundled copy"). */
const ALREADY_LOADED = '/* axe-core: loaded with the document (preloadAxe) */';

/**
 * Loads axe-core into every document the context opens, as it starts. AxeBuilder otherwise sends its
 * large source over the wire and compiles it twice per scan (once to probe, once per frame), a good part
 * of every scan; preloaded, the browser compiles it with the page and keeps the compiled code.
 */
export async function preloadAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: AXE_SOURCE });
}

/**
 * axe's findings on the page as it stands, one readable line per failing element
 * ("where: rule (impact) — what — which element"), so a failed gate says what to fix.
 */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  // A panel still fading in has its text blended toward its background: measured then, the header search's
  // suggestions can fall below 4.5:1. What a reader sees is the finished state.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const preloaded = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  const { violations } = await new AxeBuilder({ page, ...(preloaded ? { axeSource: ALREADY_LOADED } : {}) })
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
      (node) =>
        `${where}: ${violation.id} (${violation.impact ?? 'n/a'}) — ${violation.help} — ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? ''}`,
    ),
  );
}
