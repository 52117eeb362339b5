// On a slow phone the text is drawn before the web fonts arrive, in a system font resized to take their
// room (app/styles/font-fallbacks.css); their arrival must not move what the visitor is reading. Chromium
// here has Liberation Sans (Arial's metrics), no Arial, like most Linux systems; Android has Roboto.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { routes } from '../../lib/routes/table';
import { STANDIN_ORG } from '../support/standin';

const PAGES = [
  routes.home.href({}),
  routes.about.href({ id: STANDIN_ORG.menuIds.About }),
  routes.mission.href({ id: STANDIN_ORG.menuIds.Mission }),
  routes.cause.href({ id: 1 }),
  routes.blogPost.href({ id: 1 }),
];
/** Each web font's stand-in, and the weight most of its text is set in (the one the stand-in is sized for). */
const STAND_INS: Record<string, { face: string; weight: string }> = {
  bodyFont: { face: 'Body Fallback', weight: '400' },
  headingFont: { face: 'Heading Fallback', weight: '650' },
};
/** One line of the largest running text (20 px at line-height 1.6): a paragraph right at a line's end may wrap once more. */
const ONE_LINE = 32;

test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

/** Polls `check` in the page: waitForFunction needs the page's own scripts, which are off here. */
async function until(page: Page, check: () => boolean) {
  await expect.poll(() => page.evaluate(check), { timeout: 10_000 }).toBe(true);
}

/** Where each heading, paragraph and the footer starts, from the top of the page. */
function tops(page: Page) {
  return page.evaluate(() => [...document.querySelectorAll('main h1, main h2, main h3, main p, footer')].map((el) => el.getBoundingClientRect().top + window.scrollY));
}

for (const path of PAGES) {
  test(`${path}: the text drawn before the web fonts arrive does not move when they do`, async ({ page }) => {
    let release = () => {};
    const fontsMayLoad = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.woff2', async (route) => {
      await fontsMayLoad;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await until(page, () => [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].every((link) => link.sheet !== null) && document.fonts.status === 'loading');
    const before = await tops(page);

    release();
    await until(page, () => document.fonts.status === 'loaded' && document.fonts.check('16px bodyFont') && document.fonts.check('16px headingFont'));
    const after = await tops(page);

    expect(after).toHaveLength(before.length);
    const moves = before.map((top, i) => Math.abs((after[i] ?? top) - top));
    // Before the stand-ins were found on such systems the footer moved 55 to 252 px on these pages.
    expect(Math.max(...moves), `moves: ${moves.map(Math.round).join(' ')}`).toBeLessThanOrEqual(ONE_LINE);
  });
}

test('the stand-ins are as wide as the web fonts for the text they stand in for', async ({ page }) => {
  const widths: Record<string, { web: number; standIn: number }> = {};
  for (const path of PAGES) {
    await page.goto(path);
    await until(page, () => document.fonts.status === 'loaded');
    // Every running text at its font's main weight, laid out on one line once in its web font and once in
    // its stand-in.
    const rows = await page.evaluate((standIns) => {
      const probe = document.createElement('span');
      probe.style.cssText = 'position:absolute;white-space:nowrap';
      document.body.append(probe);
      const found = [];
      for (const el of document.querySelectorAll('main p, main h1, main h2, main h3, main li')) {
        const style = getComputedStyle(el);
        const family = style.fontFamily.split(',')[0]?.trim() ?? '';
        const standIn = standIns[family];
        if (standIn?.weight !== style.fontWeight || (el.textContent ?? '').trim().length < 8) continue;
        probe.textContent = el.textContent;
        for (const prop of ['fontSize', 'fontWeight', 'letterSpacing', 'textTransform'] as const) probe.style[prop] = style[prop];
        probe.style.fontFamily = family;
        const web = probe.getBoundingClientRect().width;
        probe.style.fontFamily = `'${standIn.face}'`;
        found.push({ key: `${family} ${style.fontWeight}`, web, standIn: probe.getBoundingClientRect().width });
      }
      probe.remove();
      return found;
    }, STAND_INS);
    for (const { key, web, standIn } of rows) {
      const sum = (widths[key] ??= { web: 0, standIn: 0 });
      sum.web += web;
      sum.standIn += standIn;
    }
  }
  expect(Object.keys(widths).sort()).toEqual(['bodyFont 400', 'headingFont 650']);
  for (const [key, { web, standIn }] of Object.entries(widths)) {
    // next/font's own numbers (from the variable fonts' lightest instance) left the body text 4 % narrow.
    expect(web / standIn, key).toBeGreaterThan(0.985);
    expect(web / standIn, key).toBeLessThan(1.015);
  }
});
