// Sections on the same ground stand one section space apart, as the design brief asks (64-96 px on a laptop,
// 48 on a phone), neither two nor none.
import { expect, test } from '../support/test';
import { routes } from '../../lib/routes/table';
import { STANDIN_ORG } from '../support/standin';

const PAGES = [
  routes.home.href({}),
  routes.about.href({ id: STANDIN_ORG.menuIds.About }),
  routes.service.href({ id: STANDIN_ORG.menuIds.Service }),
];

for (const [width, most] of [
  [1366, 96],
  [390, 48],
] as const) {
  test(`at ${width} px, sections on the same ground are at most ${most} px apart`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of PAGES) {
      await page.goto(path);
      const gaps = await page.locator('main section.section').evaluateAll((sections) =>
        sections.flatMap((section) => {
          const next = section.nextElementSibling;
          if (
            !next?.matches('section.section') ||
            getComputedStyle(section).backgroundColor !== getComputedStyle(next).backgroundColor
          )
            return [];
          // From the end of one's content to the start of the next one's.
          const end = section.lastElementChild!.getBoundingClientRect().bottom;
          const start = next.firstElementChild!.getBoundingClientRect().top;
          return [
            {
              between: `${section.getAttribute('aria-label')} / ${next.getAttribute('aria-label')}`,
              px: Math.round(start - end),
            },
          ];
        }),
      );
      for (const gap of gaps) {
        expect(gap.px, `${path}: ${gap.between}`).toBeLessThanOrEqual(most);
        // And apart: an intro's text must not touch the section after it.
        expect(gap.px, `${path}: ${gap.between}`).toBeGreaterThanOrEqual(most / 2);
      }
      if (path === routes.home.href({})) expect(gaps.length, 'the home page has such a pair').toBeGreaterThan(0);
    }
  });
}
