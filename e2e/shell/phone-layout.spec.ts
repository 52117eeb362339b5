// On a phone every page fits the screen (down to 320 px, the width WCAG's reflow rule names), ends with its
// footer, keeps its last line clear of the floating controls, and gives its breadcrumb links room for a thumb.
import { expect, test, type Page } from '../support/test';
import { A11Y_PAGES } from '../support/a11y-pages';
import { pageGroups } from '../support/page-groups';
import { STANDIN_ORG } from '../support/standin';
import { routes } from '../../lib/routes/table';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

type Rect = { left: number; top: number; right: number; bottom: number };
type Layout = {
  scrollWidth: number;
  belowFooter: number;
  copyright: Rect | null;
  floating: Rect[];
  hasTrail: boolean;
  crumbHeights: number[];
  crumbLineStarts: number;
};

const pages = A11Y_PAGES.filter(({ status }) => status === 200);
/** The pages with a floating control (the home page's back to top), whose place the overlap check needs. */
const HOME_PAGES = new Set([routes.home.href({}), routes.homeMenu.href({ id: STANDIN_ORG.menuIds.Home })]);

/** What a visitor on a phone would find wrong with the page shown, one line per finding. */
async function phoneLayoutProblems(page: Page, path: string): Promise<string[]> {
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
      .filter(
        (element) =>
          getComputedStyle(element).position === 'fixed' &&
          !element.closest('header') &&
          element.getBoundingClientRect().height > 0,
      )
      .map((element) => box(element.getBoundingClientRect()));
    const trail = document.querySelector('nav[aria-label="Breadcrumb"] ol');
    const trailLeft = trail?.getBoundingClientRect().left ?? 0;
    // A crumb after the first whose first line box starts at the trail's left edge opens a line with its separator.
    const crumbLineStarts = Array.from(trail?.querySelectorAll('li + li') ?? []).filter(
      (crumb) => (crumb.getClientRects()[0]?.left ?? Infinity) <= trailLeft + 1,
    ).length;
    return {
      scrollWidth: document.documentElement.scrollWidth,
      belowFooter: Math.round(document.documentElement.scrollHeight - footerBottom),
      copyright: copyrightText ? box(range.getBoundingClientRect()) : null,
      floating,
      hasTrail: trail !== null,
      crumbHeights: Array.from(
        document.querySelectorAll('nav[aria-label="Breadcrumb"] a'),
        (a) => a.getBoundingClientRect().height,
      ),
      crumbLineStarts,
    };
  });
  const overlaps = (a: Rect, b: Rect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const problems: string[] = [];
  if (layout.scrollWidth > 390) problems.push(`scrolls sideways: ${layout.scrollWidth} px wide`);
  if (layout.belowFooter > 0) problems.push(`${layout.belowFooter} px below the footer`);
  if (!layout.copyright) problems.push('no copyright line at the end of the footer');
  else if (layout.floating.some((control) => overlaps(control, layout.copyright!)))
    problems.push('a floating control covers the last line');
  // The checks below would pass with nothing found: what they look at must be there.
  if (HOME_PAGES.has(path) && layout.floating.length === 0)
    problems.push('no floating control (back to top) at the end of the page');
  if (layout.hasTrail && layout.crumbHeights.length === 0) problems.push('a breadcrumb trail without links');
  for (const height of layout.crumbHeights) if (height < 24) problems.push(`a breadcrumb link ${height} px high`);
  if (layout.crumbLineStarts > 0)
    problems.push(`${layout.crumbLineStarts} breadcrumb(s) open a line with their separator`);
  return problems.map((problem) => `${path}: ${problem}`);
}

for (const group of pageGroups(pages, 10)) {
  test(`${group.title}: each fits a phone, ends with the footer clear of the floating controls, breadcrumbs a thumb can use`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const found: string[] = [];
    for (const { path } of group.pages) {
      await page.goto(path);
      found.push(...(await phoneLayoutProblems(page, path)));
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}

// WCAG 1.4.10 (Reflow): a page fits 320 CSS px, a small phone or a 1280 px screen zoomed to 400 %, without
// scrolling sideways (nothing clips the page's width: scrollWidth sees whatever sticks out).
test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const group of pageGroups(pages, 24)) {
    test(`${group.title}: none scrolls sideways`, async ({ page }) => {
      test.setTimeout(90_000);
      const wide: string[] = [];
      for (const { path } of group.pages) {
        await page.goto(path);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 320) wide.push(`${path}: ${width} px wide`);
      }
      expect(wide, wide.join('\n')).toEqual([]);
    });
  }
});

test('the menu toggle says whether it opens or closes the menu, and shows it as a cross when open', async ({
  page,
}) => {
  await page.goto('/');
  const toggle = page.locator('button[aria-controls="main-menu"]');
  const bars = () =>
    toggle.locator('span[aria-hidden="true"]').evaluate((bar) => getComputedStyle(bar, '::before').transform);
  await expect(toggle).toHaveAccessibleName('Open menu');
  expect(await bars()).toBe('none');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toHaveAccessibleName('Close menu');
  await expect.poll(bars).not.toBe('none');
});
