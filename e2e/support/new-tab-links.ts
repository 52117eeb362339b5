// Finds links that open a new tab without saying so, for the accessibility gate (WCAG technique G201):
// axe has no rule for it.
import type { Page } from '@playwright/test';

/**
 * Each `target="_blank"` link on the page whose words (visible, hidden or its aria-label), its
 * description (`aria-describedby`), or the button that opens the popover it sits in, do not mention a new
 * tab; one line per link.
 */
export async function unannouncedNewTabLinks(page: Page, where: string): Promise<string[]> {
  const silent = await page.locator('a[target="_blank"]').evaluateAll((links) =>
    links
      .filter((link) => {
        const described = (link.getAttribute('aria-describedby') ?? '')
          .split(/\s+/)
          .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
          .join(' ');
        const own = `${link.textContent ?? ''} ${link.getAttribute('aria-label') ?? ''} ${described}`;
        const popover = link.closest('[popover]');
        const invoker = popover?.id
          ? (document.querySelector(`[popovertarget="${CSS.escape(popover.id)}"]`)?.textContent ?? '')
          : '';
        return !/new tab/i.test(own) && !/new tab/i.test(invoker);
      })
      .map((link) => link.getAttribute('href') ?? '(no href)'),
  );
  return silent.map((href) => `${where}: a link opening a new tab does not say so — ${href}`);
}
