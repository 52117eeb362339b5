// On a slow phone the text is drawn before the web fonts arrive, in a system font resized to take their
// room (app/styles/font-fallbacks.css); their arrival must not move what the visitor is reading. Chromium
// here has Liberation Sans (Arial's metrics; Debian's chromium package depends on it), no Arial, like most
// Linux systems; Android has Roboto.
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
/** The stand-ins, and the weights they are sized for (regular text, and bold: headings are 650). */
const STAND_INS = { body: 'Body Fallback', heading: 'Heading Fallback' };
const WEIGHTS = ['400', '650'];
const TEXT = 'main h1, main h2, main h3, main p, main li';

test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

/** Polls a check made in the page: waitForFunction needs the page's own scripts, which are off here. */
async function untilTrue(checkInPage: () => Promise<boolean>) {
  await expect.poll(checkInPage, { timeout: 10_000 }).toBe(true);
}

/**
 * The web fonts' family names as the style sheets give them (the build derives them), body's then headings'.
 * Here and below a family's name is read without the quotes a name with a space may carry.
 */
function webFontFamilies(page: Page) {
  return page.evaluate(() =>
    [document.body, document.querySelector('h1')].map((el) =>
      el
        ? (getComputedStyle(el)
            .fontFamily.split(',')[0]
            ?.trim()
            .replace(/^["']|["']$/g, '') ?? '')
        : '',
    ),
  );
}

/** Waits until every face of the given families has loaded (a face that failed keeps it waiting). */
function facesLoaded(page: Page, families: string[]) {
  return untilTrue(() =>
    page.evaluate((names) => {
      const faces = [...document.fonts].filter((face) => names.includes(face.family.replace(/^["']|["']$/g, '')));
      return faces.length >= names.length && faces.every((face) => face.status === 'loaded');
    }, families),
  );
}

/** Where each heading, paragraph, list item and the footer starts, from the top of the page, and the tallest text line. */
function textLayout(page: Page) {
  return page.evaluate((selector) => {
    const elements = [...document.querySelectorAll(`${selector}, footer`)];
    const tops = elements.map((el) => el.getBoundingClientRect().top + window.scrollY);
    const lineHeights = elements.map((el) => parseFloat(getComputedStyle(el).lineHeight)).filter((px) => px > 0);
    return { tops, tallestLine: Math.max(...lineHeights) };
  }, TEXT);
}

for (const path of PAGES) {
  test(`${path}: the text drawn before the web fonts arrive does not move when they do`, async ({ page }) => {
    let release = () => {};
    const fontsMayLoad = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.woff2', async (route) => {
      await fontsMayLoad;
      await route.continue();
    });
    expect((await page.goto(path, { waitUntil: 'domcontentloaded' }))?.status()).toBe(200);
    // Laid out with the style sheets and the pictures above the fold in place, the fonts alone still to come.
    await untilTrue(() =>
      page.evaluate(
        () =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].every(
            (link) => link.sheet !== null,
          ) &&
          [...document.images].every((img) => img.loading === 'lazy' || img.complete) &&
          document.fonts.status === 'loading',
      ),
    );
    const families = await webFontFamilies(page);
    const before = await textLayout(page);
    expect(before.tops.length).toBeGreaterThan(3);

    release();
    await facesLoaded(page, families);
    const after = await textLayout(page);

    expect(after.tops).toHaveLength(before.tops.length);
    const moves = before.tops.map((top, i) => Math.abs((after.tops[i] ?? top) - top));
    // A paragraph that ends right at a line's end may wrap once more, so up to one line's move is allowed;
    // a stand-in missing on such systems would move the footer by far more.
    expect(Math.max(...moves), `moves: ${moves.map(Math.round).join(' ')}`).toBeLessThanOrEqual(before.tallestLine);
  });
}

test('the stand-ins are as wide as the web fonts for the text they stand in for', async ({ page }) => {
  const widths = new Map<string, { web: number; standIn: number }>();
  for (const path of PAGES) {
    await page.goto(path);
    const [body = '', heading = ''] = await webFontFamilies(page);
    await facesLoaded(page, [body, heading]);
    // Every text of the page, laid out on one line at each sized weight, once in its web font and once in its stand-in.
    const rows = await page.evaluate(
      ({ selector, weights, standIns }) => {
        const probe = document.createElement('span');
        probe.style.cssText = 'position:absolute;white-space:nowrap';
        document.body.append(probe);
        const found = [];
        for (const el of document.querySelectorAll(selector)) {
          const text = (el.textContent ?? '').trim();
          const style = getComputedStyle(el);
          const family =
            style.fontFamily
              .split(',')[0]
              ?.trim()
              .replace(/^["']|["']$/g, '') ?? '';
          const standIn =
            family === standIns.bodyFamily
              ? standIns.body
              : family === standIns.headingFamily
                ? standIns.heading
                : null;
          if (!standIn || text.length < 8) continue;
          probe.textContent = text;
          probe.style.fontSize = style.fontSize;
          probe.style.letterSpacing = style.letterSpacing;
          probe.style.textTransform = style.textTransform;
          for (const weight of weights) {
            probe.style.fontWeight = weight;
            probe.style.fontFamily = family;
            const web = probe.getBoundingClientRect().width;
            probe.style.fontFamily = `'${standIn}'`;
            found.push({ key: `${standIn} ${weight}`, web, standIn: probe.getBoundingClientRect().width });
          }
        }
        probe.remove();
        return found;
      },
      { selector: TEXT, weights: WEIGHTS, standIns: { ...STAND_INS, bodyFamily: body, headingFamily: heading } },
    );
    for (const { key, web, standIn } of rows) {
      const sum = widths.get(key) ?? { web: 0, standIn: 0 };
      widths.set(key, { web: sum.web + web, standIn: sum.standIn + standIn });
    }
  }
  // The stand-ins are system fonts: none found here, and Chromium drew the probes in its default font.
  await expect(
    facesLoaded(page, Object.values(STAND_INS)),
    'none of Arial, Liberation Sans (Debian: fonts-liberation), Arimo or Roboto is installed',
  ).resolves.toBeUndefined();
  expect([...widths.keys()].sort()).toEqual(
    Object.values(STAND_INS)
      .flatMap((name) => WEIGHTS.map((weight) => `${name} ${weight}`))
      .sort(),
  );
  for (const [key, { web, standIn }] of widths) {
    // next/font's own numbers (from the variable fonts' lightest instance) leave the body text too narrow.
    // Off: the stand-in's size-adjust wants multiplying by this ratio.
    expect(web / standIn, `${key}: web font / stand-in width`).toBeGreaterThan(0.985);
    expect(web / standIn, `${key}: web font / stand-in width`).toBeLessThan(1.015);
  }
});
