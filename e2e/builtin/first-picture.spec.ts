// On a phone the first card of a list is the largest thing on screen: its picture must be asked for
// at once, at high priority, from the HTML alone; the cards below wait until they are scrolled to.
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
  test(`${path}: the first card's picture is preloaded at high priority, the next ones load lazily`, async ({ page }) => {
    await page.goto(path);
    const pictures = page.getByRole('main').getByRole('list', { name: list }).first().getByRole('article').locator('img');
    expect(await pictures.count()).toBeGreaterThan(1);

    const first = pictures.first();
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).not.toHaveAttribute('loading', 'lazy');
    const srcset = await first.getAttribute('srcset');
    expect(srcset).toBeTruthy();
    // The browser learns of it from the head, before it lays out the page.
    await expect(page.locator(`head link[rel="preload"][as="image"][imagesrcset="${srcset}"]`)).toHaveCount(1);

    await expect(pictures.nth(1)).toHaveAttribute('loading', 'lazy');
    await expect(pictures.nth(1)).not.toHaveAttribute('fetchpriority', 'high');
  });
}
