// What waits for the page's largest paint (components/site/after-largest-paint.ts): the web fonts, asked
// for only once it is shown, so on a phone they never share the bandwidth its style sheets and lead
// picture need (the text then changes to them; a later page of the same tab uses them from its first
// paint), and Next's scripts, held by the server (server/hold-scripts.mjs) and started then.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { routes } from '../../lib/routes/table';
import { STANDIN_ORG } from '../support/standin';

test.use({ viewport: { width: 390, height: 844 } });

const PAGES = [
  routes.home.href({}),
  routes.about.href({ id: STANDIN_ORG.menuIds.About }),
  routes.cause.href({ id: 1 }),
  routes.search.href({}),
];

/** The largest paints the browser reported and when each web font was asked for, in ms from navigation. */
function paintsAndFonts(page: Page) {
  return page.evaluate(async () => {
    const paints = await new Promise<number[]>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries().map((entry) => entry.startTime))).observe({ type: 'largest-contentful-paint', buffered: true }),
    );
    const fonts = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.woff2')).map((entry) => entry.startTime);
    return { paints, fonts };
  });
}

/** The first family of the body text and of the page's first heading. */
function firstFamilies(page: Page) {
  return page.evaluate(() =>
    [document.body, document.querySelector('h1')].map((el) => (el ? getComputedStyle(el).fontFamily.split(',')[0]?.trim() ?? '' : '')),
  );
}

for (const path of PAGES) {
  test(`${path}: the web fonts are asked for after the largest paint, then the text is set in them`, async ({ page }) => {
    expect((await page.goto(path))?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('data-web-fonts', '');
    await expect.poll(async () => (await paintsAndFonts(page)).fonts.length).toBe(2);
    const { paints, fonts } = await paintsAndFonts(page);
    expect(paints.length).toBeGreaterThan(0);
    for (const askedAt of fonts) expect(askedAt).toBeGreaterThanOrEqual(Math.max(...paints));
    await expect.poll(() => page.evaluate(() => document.fonts.status)).toBe('loaded');
    const families = await firstFamilies(page);
    expect(families.some((family) => /Fallback|system-ui/.test(family))).toBe(false);
  });
}

test('before the largest paint the text is in the stand-ins, and no web font is asked for', async ({ page }) => {
  // Holding the lead picture back holds the largest paint (the home page's first slide).
  let release = () => {};
  const pictureMayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route(/homePageSlider/, async (route) => {
    await pictureMayLoad;
    await route.continue();
  });
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fontRequests.push(request.url());
  });
  await page.goto(routes.home.href({}), { waitUntil: 'domcontentloaded' });
  await page.waitForTimeout(500);
  expect(await firstFamilies(page)).toEqual(['"Body Fallback"', '"Heading Fallback"']);
  expect(fontRequests).toEqual([]);
  await expect(page.locator('html')).not.toHaveAttribute('data-web-fonts');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-web-fonts', '');
  await expect.poll(() => fontRequests.length).toBe(2);
});

test('a later page of the same tab is set in the web fonts from its first paint', async ({ page }) => {
  await page.goto(routes.home.href({}));
  await expect(page.locator('html')).toHaveAttribute('data-web-fonts', '');
  // A full page load (not a client navigation), the fonts in the browser's cache; its pictures held
  // back, so that neither its largest paint nor its load event can be what switches the fonts on.
  await page.route(/\/_next\/image/, () => new Promise(() => {}));
  await page.goto(routes.cause.href({ id: 1 }), { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-web-fonts'))).toBe(true);
  expect(await firstFamilies(page)).not.toContain('"Body Fallback"');
});

/**
 * Records when the first of the site's script files starts running: each Turbopack chunk file begins by
 * reading `globalThis.TURBOPACK`, with itself as the current script (the page's inline scripts have no src).
 */
const RECORD_FIRST_SCRIPT = () => {
  let queue: unknown;
  Object.defineProperty(globalThis, 'TURBOPACK', {
    configurable: true,
    get() {
      const script = document.currentScript as HTMLScriptElement | null;
      const w = window as unknown as { firstScriptRanAt?: number };
      if (script?.src.includes('/_next/static/') && w.firstScriptRanAt === undefined) w.firstScriptRanAt = performance.now();
      return queue;
    },
    set(value) {
      queue = value;
    },
  });
};

for (const path of [routes.home.href({}), routes.cause.href({ id: 1 })]) {
  test(`${path}: no script of the site runs before the largest paint, even with the style sheets a second late; then the page works`, async ({ page }) => {
    await page.addInitScript(RECORD_FIRST_SCRIPT);
    // The style sheets a second late: nothing is painted before they are in, and the scripts, asked for
    // at once as Next writes them, would be in and running by then.
    await page.route(/\.css$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    expect((await page.goto(path))?.status()).toBe(200);
    await expect.poll(() => page.evaluate(() => (window as unknown as { firstScriptRanAt?: number }).firstScriptRanAt ?? null), { timeout: 10_000 }).not.toBeNull();
    const ranAt = await page.evaluate(() => (window as unknown as { firstScriptRanAt: number }).firstScriptRanAt);
    const { paints } = await paintsAndFonts(page);
    expect(paints.length).toBeGreaterThan(0);
    expect(ranAt).toBeGreaterThanOrEqual(Math.max(...paints));
    // Nor is any asked for before it (Next's own tags have them fetched at once).
    const askedAt = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((entry) => /\/_next\/static\/.+\.js$/.test(entry.name)).map((entry) => entry.startTime),
    );
    expect(askedAt.length).toBeGreaterThan(3);
    expect(Math.min(...askedAt)).toBeGreaterThanOrEqual(Math.max(...paints));
    // Each file was asked for once.
    expect(scripts.length).toBeGreaterThan(3);
    expect(new Set(scripts).size).toBe(scripts.length);
    // Hydrated: the phone menu's button says it opened the menu (without scripts the menu shows while
    // the button is pressed or focused, and the button says nothing).
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });
}
