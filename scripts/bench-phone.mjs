// What a first visit on a phone costs, per page: the JavaScript it downloads (compressed, as sent)
// and its request count in Chromium at phone size, then Lighthouse's mobile scores (its default
// simulated slow 4G) and LCP, and with BENCH_THROTTLED=1 one run with the load itself throttled. Called by `npm run bench` (scripts/bench.mjs) with a running site;
// `node scripts/bench-phone.mjs URL [path…]` measures any running site. It reports, never asserts.
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { createRequire } from 'node:module';
import { chromiumLaunchOptions, CHROMIUM_FLAGS, findChromium } from '../e2e/support/browser.mjs';
import { lighthouseRun } from './bench/lighthouse-run.mjs';

/** The Lighthouse that measures, named in the report (figures differ between its versions). */
const LIGHTHOUSE_VERSION = createRequire(import.meta.url)('lighthouse/package.json').version;

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const kib = (bytes) => bytes / 1024;

/** JavaScript bytes on the wire (compressed bodies) and requests of one first visit, until the network is idle. */
async function firstLoad(browser, url) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const finished = [];
  page.on('requestfinished', (request) => finished.push(request));
  await page.goto(url, { waitUntil: 'networkidle' });
  let jsBytes = 0;
  for (const request of finished) {
    if (request.resourceType() !== 'script') continue;
    const sizes = await request.sizes().catch(() => null);
    jsBytes += sizes?.responseBodySize ?? 0;
  }
  const requests = finished.length;
  await context.close();
  return { jsKib: kib(jsBytes), requests };
}

/**
 * Lighthouse's simulated LCP on one page varies by up to 2x between runs on this machine (its
 * simulation starts from a real load, whose request order races), so each page is run several times
 * (BENCH_LIGHTHOUSE_RUNS, default 3) and the run with the median LCP is reported, with the spread.
 */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3));

/**
 * In 30-75 % of runs here the first paint reaches the screen one or two whole seconds after Blink painted it, with
 * the main thread idle: headless Chromium throttles BeginFrames to a page it deems unresponsive during the load
 * (GoogleChrome/lighthouse#17148, #17230). Lighthouse's simulation counts every request that finished before the
 * observed paint, so such a run's LCP is about 1 s longer. The table says how many runs were held.
 */
const PAINT_HELD_MS = 1000;

async function medianLighthouseRun(port, url) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouseRun(port, url));
  runs.sort((a, b) => a.lcpMs - b.lcpMs);
  const median = runs[Math.floor((runs.length - 1) / 2)];
  const held = runs.filter((run) => run.observedFirstPaintMs > PAINT_HELD_MS).length;
  return {
    ...median,
    lcpMinMs: runs[0].lcpMs,
    lcpMaxMs: runs[runs.length - 1].lcpMs,
    paintHeld: `${held}/${runs.length}`,
    // Per run, quickest LCP first: how many script files ran before the real largest paint.
    scriptsFirst: runs.map((run) => run.scriptsBeforeLcp).join(' '),
  };
}

/** The Chromium Lighthouse drives (BENCH_LIGHTHOUSE=0 skips Lighthouse). */
async function launchChrome() {
  if (process.env.BENCH_LIGHTHOUSE === '0') return { chrome: null, error: 'skipped (BENCH_LIGHTHOUSE=0)' };
  try {
    const chromeFlags = ['--headless=new', ...CHROMIUM_FLAGS];
    return { chrome: await chromeLauncher.launch({ chromePath: findChromium() ?? undefined, chromeFlags }), error: null };
  } catch (error) {
    return { chrome: null, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Prints one line per page (label → URL) and returns the figures. */
export async function benchPhone(targets) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const loads = [];
  for (const [label, url] of targets) loads.push({ label, url, ...(await firstLoad(browser, url)) });
  await browser.close();

  const { chrome, error } = await launchChrome();
  const lighthouseErrors = error ? [error] : [];

  console.log(`\nFirst visit on a phone: Chromium 390x844 (JS = compressed script bodies until network idle), Lighthouse ${LIGHTHOUSE_VERSION} mobile, median LCP of ${RUNS} run(s)`);
  console.log('page                          JS KiB  requests   perf  a11y   seo   LCP ms   TBT ms     CLS   LCP range   paint held  scripts before LCP (per run, quickest first)');
  const rows = [];
  for (const load of loads) {
    let lh = null;
    if (chrome) {
      try {
        lh = await medianLighthouseRun(chrome.port, load.url);
      } catch (failure) {
        lighthouseErrors.push(failure instanceof Error ? failure.message : String(failure));
      }
    }
    const cells = lh
      ? [lh.performance, lh.accessibility, lh.seo].map((n) => String(n).padStart(6)).join('') +
        [lh.lcpMs.toFixed(0), lh.tbtMs.toFixed(0)].map((n) => n.padStart(9)).join('') +
        lh.cls.toFixed(3).padStart(8) +
        `   ${`${lh.lcpMinMs.toFixed(0)}-${lh.lcpMaxMs.toFixed(0)}`.padEnd(11)} ${lh.paintHeld.padEnd(11)} ${lh.scriptsFirst}`
      : '     (no Lighthouse figures)';
    console.log(`${load.label.padEnd(28)} ${load.jsKib.toFixed(3).padStart(7)} ${String(load.requests).padStart(9)}${cells}`);
    rows.push({ ...load, lighthouse: lh });
  }
  if (chrome && process.env.BENCH_THROTTLED === '1') await throttledTable(chrome.port, loads, lighthouseErrors);
  if (chrome) await chrome.kill();
  for (const message of lighthouseErrors) console.log(`No Lighthouse figures: ${message}`);
  return rows;
}

/**
 * BENCH_THROTTLED=1: one more Lighthouse run per page, with the load itself slowed (devtools throttling).
 * The simulated runs above score a fast real load, where the fonts arrive before the first paint; only a
 * slowed load shows what the fonts' or a late picture's arrival moves (README, "Performance": the fonts'
 * stand-ins were found this way).
 */
async function throttledTable(port, loads, errors) {
  console.log('\nThe same pages with the load itself throttled (Lighthouse devtools throttling: slow 4G, CPU 4x), one run each');
  console.log('page                          perf   FCP ms   LCP ms   TBT ms     CLS   largest shift');
  for (const load of loads) {
    try {
      const run = await lighthouseRun(port, load.url, 'devtools');
      const times = [run.fcpMs, run.lcpMs, run.tbtMs].map((ms) => ms.toFixed(0).padStart(9)).join('');
      console.log(`${load.label.padEnd(28)} ${String(run.performance).padStart(5)}${times}${run.cls.toFixed(3).padStart(8)}   ${run.topShift}`);
    } catch (failure) {
      errors.push(failure instanceof Error ? failure.message : String(failure));
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, ...paths] = process.argv.slice(2);
  if (!base) {
    console.error('usage: node scripts/bench-phone.mjs http://127.0.0.1:3000 [/path …]');
    process.exit(1);
  }
  await benchPhone((paths.length ? paths : ['/']).map((path) => [path, `${base.replace(/\/+$/, '')}${path}`]));
}
