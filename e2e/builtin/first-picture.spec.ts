// On a phone the first card of a list is the largest thing on screen: its picture must be asked for
// at once, at high priority, from the start of the HTML alone; the cards below wait until they are scrolled to.
import { expect, test } from '../support/test';
import { blogListHref, routes } from '../../lib/routes/table';

const LISTS = [
  { path: routes.causes.href({}), list: 'Campaigns' },
  { path: routes.events.href({}), list: 'Events' },
  { path: routes.moreEvents.href({}), list: 'Events' },
  { path: routes.projects.href({}), list: 'Projects' },
  { path: blogListHref('right'), list: 'Posts' },
];

test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

for (const { path, list } of LISTS) {
  test(`${path}: the first card's picture is asked for early at high priority, the next ones load lazily`, async ({
    page,
  }) => {
    await page.goto(path);
    const pictures = page
      .getByRole('main')
      .getByRole('list', { name: list })
      .first()
      .getByRole('article')
      .locator('img');
    expect(await pictures.count()).toBeGreaterThan(1);

    const first = pictures.first();
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).not.toHaveAttribute('loading', 'lazy');
    const srcset = await first.getAttribute('srcset');
    expect(srcset).toBeTruthy();
    // The browser's preload scanner meets it in the HTML's first round trip (about 14 KB), as early as a
    // preload in the head would be met (it is not one: see e2e/builtin/prefetch-pictures.spec.ts).
    const html = await (await page.request.get(path)).text();
    const at = html.indexOf('fetchPriority="high"');
    expect(at, 'where the first high-priority picture starts in the HTML').toBeGreaterThan(0);
    expect(at).toBeLessThan(14_000);
    const firstCandidate = (srcset ?? '').split(' ', 1).join('').replaceAll('&', '&amp;');
    expect(html.slice(html.lastIndexOf('<img', at), at), 'the high-priority picture is the first card').toContain(
      firstCandidate,
    );

    await expect(pictures.nth(1)).toHaveAttribute('loading', 'lazy');
    await expect(pictures.nth(1)).not.toHaveAttribute('fetchpriority', 'high');
  });
}
