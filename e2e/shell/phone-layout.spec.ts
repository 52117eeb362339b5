// On a phone every page fits the screen, ends with its footer, keeps its last line clear of the
// floating controls, and gives its breadcrumb links room for a thumb.
import { expect, test } from '@playwright/test';
import { A11Y_PAGES } from '../support/a11y-pages';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

type Layout = { scrollWidth: number; belowFooter: number; copyrightClear: boolean; crumbHeights: number[] };

const pages = A11Y_PAGES.filter(({ status }) => status === 200);

for (const { path } of pages) {
  test(`${path}: fits a phone, ends with the footer, breadcrumb links at least 24 px`, async ({ page }) => {
    await page.goto(path);
    const layout: Layout = await page.evaluate(() => {
      const footer = document.querySelector('footer');
      const footerBottom = footer ? footer.getBoundingClientRect().bottom + window.scrollY : 0;
      const copyright = footer?.lastElementChild?.getBoundingClientRect();
      const copyrightText = footer?.lastElementChild?.firstChild;
      let textBottom = 0;
      if (copyrightText) {
        const range = document.createRange();
        range.selectNodeContents(copyrightText);
        textBottom = range.getBoundingClientRect().bottom;
      }
      return {
        scrollWidth: document.documentElement.scrollWidth,
        belowFooter: Math.round(document.documentElement.scrollHeight - footerBottom),
        // The floating controls are 44 px high, 16 px above the bottom: the copyright text ends above them.
        copyrightClear: copyright !== undefined && copyright.bottom - textBottom >= 44 + 16,
        crumbHeights: Array.from(document.querySelectorAll('nav[aria-label="Breadcrumb"] a'), (a) => a.getBoundingClientRect().height),
      };
    });
    expect(layout.scrollWidth).toBeLessThanOrEqual(390);
    expect(layout.belowFooter).toBeLessThanOrEqual(0);
    expect(layout.copyrightClear).toBe(true);
    for (const height of layout.crumbHeights) expect(height).toBeGreaterThanOrEqual(24);
  });
}

test('the menu toggle says whether it opens or closes the menu, and shows it as a cross when open', async ({ page }) => {
  await page.goto('/');
  const toggle = page.locator('button[aria-controls="main-menu"]');
  const bars = () => toggle.locator('span[aria-hidden="true"]').evaluate((bar) => getComputedStyle(bar, '::before').transform);
  await expect(toggle).toHaveAccessibleName('Open menu');
  expect(await bars()).toBe('none');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toHaveAccessibleName('Close menu');
  await expect.poll(bars).not.toBe('none');
});
