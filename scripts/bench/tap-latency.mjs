// How long a visitor's tap takes to show its effect on a slowed phone: from the pointerdown to the first
// frame that shows what it opened, measured in the page. Part of `npm run bench` (scripts/bench-phone.mjs).
import { chromiumLaunchOptions } from '../../e2e/support/browser.mjs';
import { chromium } from '@playwright/test';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
/** Lighthouse's mobile CPU slowdown, so the figures are a mid-range phone's, not this machine's. */
const CPU_SLOWDOWN = 4;
const TAPS = Number(process.env.BENCH_TAPS || 5);

/**
 * What the benchmark taps: the page, the control (by role and name, as a visitor finds it) and what must show.
 * `shows`: a CSS selector, or `controlled` for the element the control names in aria-controls.
 */
export const TAPS_MEASURED = [
  {
    name: 'phone menu',
    path: '/',
    control: (page) => page.getByRole('button', { name: 'Open menu' }),
    shows: 'controlled',
    targetMs: 100,
  },
  {
    name: 'search toggle',
    path: '/donate',
    control: (page) => page.getByRole('button', { name: 'Open search' }),
    shows: 'controlled',
    targetMs: 100,
  },
  {
    name: 'a tab',
    path: '/cause-single/1',
    control: (page) => page.getByRole('tab', { name: 'Donations' }),
    shows: 'controlled',
    targetMs: 100,
  },
  // The lightbox's backdrop fading in; its picture follows once downloaded.
  {
    name: 'lightbox',
    path: '/gallery/5',
    control: (page) => page.getByRole('list', { name: 'Gallery' }).getByRole('button').first(),
    shows: '.yarl__portal_open',
    targetMs: 500,
  },
];

/**
 * Arms the page: at the next pointerdown it checks every frame whether `selector` shows (laid out, visible,
 * not transparent), and resolves `window.tapMs` in a task queued from the first frame that does: tasks run
 * after the frame is drawn, so the figure includes that frame's own work.
 */
function arm(selector) {
  window.tapMs = new Promise((resolve) => {
    addEventListener(
      'pointerdown',
      (event) => {
        const shown = () => {
          const element = document.querySelector(selector);
          if (!element) return false;
          const box = element.getBoundingClientRect();
          return (
            box.width > 0 &&
            box.height > 0 &&
            element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
          );
        };
        const nextFrame = () =>
          requestAnimationFrame(() =>
            shown() ? setTimeout(() => resolve(performance.now() - event.timeStamp)) : nextFrame(),
          );
        nextFrame();
      },
      { capture: true, once: true },
    );
  });
}

async function oneTap(context, base, measured) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.BENCH_TAP_CPU || CPU_SLOWDOWN) });
  // Loaded: the load event, then a second for hydration and the link prefetches a phone makes meanwhile.
  await page.goto(`${base}${measured.path}`, { waitUntil: 'load' });
  await page.waitForTimeout(Number(process.env.BENCH_TAP_SETTLE_MS || 1000));
  const control = measured.control(page);
  const selector =
    measured.shows === 'controlled' ? `[id="${await control.getAttribute('aria-controls')}"]` : measured.shows;
  await page.evaluate(arm, selector);
  await control.tap();
  const ms = await page.evaluate(() =>
    Promise.race([window.tapMs, new Promise((resolve) => setTimeout(() => resolve(NaN), 10_000))]),
  );
  await page.close();
  return ms;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** Taps each control TAPS times on a fresh load (CPU slowed 4x) and prints the median and the slowest. */
export async function benchTaps(base) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const context = await browser.newContext(PHONE);
  console.log(
    `\nA tap once the page has loaded (390 px touch screen, CPU ${CPU_SLOWDOWN}x slower, ${TAPS} taps each): pointerdown to the first frame that shows it`,
  );
  console.log('tap               page                 median ms   slowest ms   target ms');
  const rows = [];
  for (const measured of TAPS_MEASURED) {
    const times = [];
    for (let i = 0; i < TAPS; i += 1) times.push(await oneTap(context, base, measured));
    const row = {
      name: measured.name,
      path: measured.path,
      medianMs: median(times),
      slowestMs: Math.max(...times),
      targetMs: measured.targetMs,
    };
    console.log(
      `${row.name.padEnd(17)} ${row.path.padEnd(20)} ${row.medianMs.toFixed(0).padStart(9)} ${row.slowestMs.toFixed(0).padStart(12)} ${String(row.targetMs).padStart(11)}`,
    );
    rows.push(row);
  }
  await browser.close();
  return rows;
}
