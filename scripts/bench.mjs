// `npm run bench` (after `npm run build`): serves the production build on the embedded sample and
// reports figures — server response times and HTML sizes per page, then LCP, CLS and JavaScript
// transferred in Chromium at phone size. It measures; it asserts nothing.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/browser.mjs';

const PORT = Number(process.env.BENCH_PORT || 3900);
const BASE = `http://127.0.0.1:${PORT}`;
const PAGES = ['/', '/about/2', '/gallery/5', '/contact/7', '/cause', '/cause-single/1', '/blog', '/blog-single/1', '/project-single/1', '/donate'];
const RUNS = Number(process.env.BENCH_RUNS || 30);

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

const server = spawn('node_modules/.bin/next', ['start', '-H', '127.0.0.1', '-p', String(PORT)], {
  env: { ...process.env, CMS_API_URL: '', NEXT_TELEMETRY_DISABLED: '1' },
  stdio: 'ignore',
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

async function waitForServer() {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${BASE}/brand/favicon.svg`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the site did not start');
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function timePage(path) {
  const times = [];
  let bytes = 0;
  let status = 0;
  for (let i = 0; i < RUNS + 3; i += 1) {
    const started = performance.now();
    const response = await fetch(`${BASE}${path}`);
    const body = await response.text();
    if (i >= 3) times.push(performance.now() - started);
    bytes = body.length;
    status = response.status;
  }
  times.sort((a, b) => a - b);
  return { path, status, p50: percentile(times, 50), p95: percentile(times, 95), kb: bytes / 1024 };
}

async function vitals(browser, path) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  let jsBytes = 0;
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') jsBytes += (await response.body().catch(() => Buffer.alloc(0))).length;
  });
  await page.addInitScript(() => {
    window.__lcp = 0;
    window.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${BASE}${path}`, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const result = await page.evaluate(() => ({ lcp: window.__lcp, cls: window.__cls }));
  await context.close();
  return { path, ...result, jsKb: jsBytes / 1024 };
}

await waitForServer();
console.log(`Server response (${RUNS} sequential requests after 3 warm-ups, embedded sample, ${BASE})`);
console.log('page                     status   p50 ms   p95 ms   HTML KB');
for (const path of PAGES) {
  const r = await timePage(path);
  console.log(`${r.path.padEnd(24)} ${String(r.status).padStart(6)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.kb.toFixed(1).padStart(9)}`);
}

const browser = await chromium.launch(chromiumLaunchOptions());
console.log('\nChromium at 375x812 (no throttling; local server)');
console.log('page                     LCP ms      CLS   JS KB (decoded)');
for (const path of ['/', '/cause', '/blog', '/gallery/5']) {
  const v = await vitals(browser, path);
  console.log(`${v.path.padEnd(24)} ${v.lcp.toFixed(0).padStart(6)} ${v.cls.toFixed(3).padStart(8)} ${v.jsKb.toFixed(0).padStart(8)}`);
}
await browser.close();
stop();
