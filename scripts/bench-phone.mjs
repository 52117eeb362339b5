// What a first visit on a phone costs, per page: the JavaScript it downloads (compressed, as sent), then
// Lighthouse mobile with the load really slowed (devtools throttling: slow 4G, CPU 4x), three runs a page,
// and Lighthouse's simulated score for reference. Called by `npm run bench` (scripts/bench.mjs) with a running
// site; `node scripts/bench-phone.mjs URL [path…]` measures any running site. It reports, never asserts.
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { createRequire } from 'node:module';
import { chromiumLaunchOptions, CHROMIUM_FLAGS, findChromium } from '../e2e/support/browser.mjs';
import { lighthouseRun } from './bench/lighthouse-run.mjs';

/** The Lighthouse that measures, named in the report (figures differ between its versions). */
const LIGHTHOUSE_VERSION = createRequire(import.meta.url)('lighthouse/package.json').version;

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3));

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
  await context.close();
  return { jsKib: jsBytes / 1024, requests: finished.length };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** RUNS throttled runs (median LCP and CLS, with their spread) and one simulated run for reference. */
async function phoneRuns(port, url) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouseRun(port, url, 'devtools'));
  const simulated = await lighthouseRun(port, url, 'simulate');
  const lcps = runs.map((run) => run.lcpMs);
  const clss = runs.map((run) => run.cls);
  const worstShift = [...runs].sort((a, b) => b.cls - a.cls)[0].topShift;
  return {
    lcpMs: median(lcps),
    lcpMinMs: Math.min(...lcps),
    lcpMaxMs: Math.max(...lcps),
    cls: median(clss),
    clsMax: Math.max(...clss),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    performance: median(runs.map((run) => run.performance)),
    worstShift,
    simulated: { performance: simulated.performance, lcpMs: simulated.lcpMs },
  };
}

/** The Chromium Lighthouse drives (BENCH_LIGHTHOUSE=0 skips Lighthouse). */
async function launchChrome() {
  if (process.env.BENCH_LIGHTHOUSE === '0') return { chrome: null, error: 'skipped (BENCH_LIGHTHOUSE=0)' };
  try {
    const chromeFlags = ['--headless=new', ...CHROMIUM_FLAGS];
    return {
      chrome: await chromeLauncher.launch({ chromePath: findChromium() ?? undefined, chromeFlags }),
      error: null,
    };
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
  const errors = error ? [error] : [];
  console.log(
    `\nFirst visit on a phone: JS = compressed script bodies at 390x844 until network idle; Lighthouse ${LIGHTHOUSE_VERSION} mobile,`,
  );
  console.log(
    `load throttled (devtools: slow 4G, CPU 4x), median of ${RUNS} runs (range); simulated run for reference only`,
  );
  console.log(
    'page                          JS KiB  requests   LCP ms  LCP range      CLS  CLS max   TBT ms  perf | simulated perf  LCP ms | largest shift',
  );
  const rows = [];
  for (const load of loads) {
    let phone = null;
    if (chrome) {
      try {
        phone = await phoneRuns(chrome.port, load.url);
      } catch (failure) {
        errors.push(failure instanceof Error ? failure.message : String(failure));
      }
    }
    const cells = phone
      ? phone.lcpMs.toFixed(0).padStart(9) +
        `  ${`${phone.lcpMinMs.toFixed(0)}-${phone.lcpMaxMs.toFixed(0)}`.padEnd(11)}` +
        phone.cls.toFixed(3).padStart(7) +
        phone.clsMax.toFixed(3).padStart(9) +
        phone.tbtMs.toFixed(0).padStart(9) +
        String(phone.performance).padStart(6) +
        ` | ${String(phone.simulated.performance).padStart(14)} ${phone.simulated.lcpMs.toFixed(0).padStart(7)} | ${phone.worstShift}`
      : '     (no Lighthouse figures)';
    console.log(
      `${load.label.padEnd(28)} ${load.jsKib.toFixed(1).padStart(7)} ${String(load.requests).padStart(9)}${cells}`,
    );
    rows.push({ ...load, phone });
  }
  if (chrome) await chrome.kill();
  for (const message of errors) console.log(`No Lighthouse figures: ${message}`);
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, ...paths] = process.argv.slice(2);
  if (!base) {
    console.error('usage: node scripts/bench-phone.mjs http://127.0.0.1:3000 [/path …]');
    process.exit(1);
  }
  await benchPhone((paths.length ? paths : ['/']).map((path) => [path, `${base.replace(/\/+$/, '')}${path}`]));
}
