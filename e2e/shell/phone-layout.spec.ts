// On a phone every page fits the screen, ends with its footer, keeps its last line clear of the
// floating controls, and gives its breadcrumb links room for a thumb.
import { expect, test } from '../support/test';
import { A11Y_PAGES } from '../support/a11y-pages';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

type Rect = { left: number; top: number; right: number; bottom: number };
type Layout = { scrollWidth: number; belowFooter: number; copyright: Rect | null; floating: Rect[]; crumbHeights: number[]; crumbLineStarts: number };

const pages = A11Y_PAGES.filter(({ status }) => status === 200);

for (const { path } of pages) {
  test(`${path}: fits a phone, ends with the footer clear of the floating controls, breadcrumbs a thumb can use`, async ({ page }) => {
    await page.goto(path);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // The back-to-top control appears once the page is scrolled.
    await page.waitForTimeout(400);
    const layout: Layout = await page.evaluate(() => {
      const box = ({ left, top, right, bottom }: DOMRect) => ({ left, top, right, bottom });
      const footer = document.querySelector('footer');
      const footerBottom = footer ? footer.getBoundingClientRect().bottom + window.scrollY : 0;
      const copyrightText = footer?.lastElementChild?.firstChild;
      const range = document.createRange();
      if (copyrightText) range.selectNodeContents(copyrightText);
      const floating = Array.from(document.querySelectorAll<HTMLElement>('body *'))
        .filter((element) => getComputedStyle(element).position === 'fixed' && !element.closest('header') && element.getBoundingClientRect().height > 0)
        .map((element) => box(element.getBoundingClientRect()));
      const trail = document.querySelector('nav[aria-label="Breadcrumb"] ol');
      const trailLeft = trail?.getBoundingClientRect().left ?? 0;
      // A crumb after the first whose first line box starts at the trail's left edge opens a line with its separator.
      const crumbLineStarts = Array.from(trail?.querySelectorAll('li + li') ?? []).filter((crumb) => (crumb.getClientRects()[0]?.left ?? Infinity) <= trailLeft + 1).length;
      return {
        scrollWidth: document.documentElement.scrollWidth,
        belowFooter: Math.round(document.documentElement.scrollHeight - footerBottom),
        copyright: copyrightText ? box(range.getBoundingClientRect()) : null,
        floating,
        crumbHeights: Array.from(document.querySelectorAll('nav[aria-label="Breadcrumb"] a'), (a) => a.getBoundingClientRect().height),
        crumbLineStarts,
      };
    });
    expect(layout.scrollWidth).toBeLessThanOrEqual(390);
    expect(layout.belowFooter).toBeLessThanOrEqual(0);
    expect(layout.copyright).not.toBeNull();
    const overlaps = (a: Rect, b: Rect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    expect(layout.floating.filter((control) => layout.copyright && overlaps(control, layout.copyright))).toEqual([]);
    for (const height of layout.crumbHeights) expect(height).toBeGreaterThanOrEqual(24);
    expect(layout.crumbLineStarts).toBe(0);
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
