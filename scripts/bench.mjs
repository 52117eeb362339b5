// `npm run bench` (after `npm run build`): serves the production build on the embedded sample and
// reports figures — server response times and HTML sizes per page, what a first visit costs on a phone
// (scripts/bench-phone.mjs: JavaScript, Lighthouse with the load really slowed), how long a tap takes to
// show its effect (scripts/bench/tap-latency.mjs), and a bare Next page measured the same way in the same
// run (scripts/bench-baseline.mjs; BENCH_BASELINE=0 skips it). It measures; it asserts nothing.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { benchPhone } from './bench-phone.mjs';
import { benchTaps } from './bench/tap-latency.mjs';
import { assertNothingListens, startProcess, stopAll, stopAllOnSignals, waitForUrl } from './bench/processes.mjs';

const PORT = Number(process.env.BENCH_PORT || 3900);
const BASE = `http://127.0.0.1:${PORT}`;
// One page of every template of the site on the embedded sample (the menu pages made of sections share one;
// the blog's three layouts are one template each for its list and its post). BENCH_PAGES="/ /donate" narrows it.
const ALL_PAGES = [
  '/',
  '/about/2',
  '/mission/8',
  '/message/9',
  '/gallery/5',
  '/contact/7',
  '/company/1',
  '/contact',
  '/cause',
  '/cause-single/1',
  '/donate',
  '/volunteer',
  '/event',
  '/event-s2',
  '/event-single/1',
  '/project',
  '/project-single/1',
  '/team-single/1',
  '/service-single/1',
  '/testimonial',
  '/blog',
  '/blog-single/1',
  '/login',
  '/search?q=water',
  '/no-such-page',
];
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(/\s+/).filter(Boolean) : ALL_PAGES;
const RUNS = Number(process.env.BENCH_RUNS || 30);

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

const LOG_FILE = 'test-results/bench-servers.log';
stopAllOnSignals();
// A server left running on the port would be measured instead of this build.
await assertNothingListens(BASE);
const server = startProcess(
  'site server',
  process.execPath,
  ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', String(PORT)],
  {
    env: { CMS_API_URL: '', NEXT_TELEMETRY_DISABLED: '1' },
    logFile: LOG_FILE,
  },
);

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

await waitForUrl(`${BASE}/brand/favicon.svg`, server, 20_000);
console.log(`Server response (${RUNS} sequential requests after 3 warm-ups, embedded sample, ${BASE})`);
console.log('page                         status   p50 ms   p95 ms   HTML KB');
for (const path of PAGES) {
  const r = await timePage(path);
  console.log(
    `${r.path.padEnd(28)} ${String(r.status).padStart(6)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.kb.toFixed(1).padStart(9)}`,
  );
}

const phone = await benchPhone(PAGES.map((path) => [path, `${BASE}${path}`]));
const taps = await benchTaps(BASE);
await stopAll();
let baseline = null;
if (process.env.BENCH_BASELINE !== '0') {
  const { benchBaseline } = await import('./bench-baseline.mjs');
  baseline = await benchBaseline(PORT + 1, LOG_FILE);
}
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
mkdirSync('test-results', { recursive: true });
writeFileSync(
  'test-results/bench.json',
  JSON.stringify({ date: new Date().toISOString(), commit, node: process.version, phone, taps, baseline }, null, 2),
);
console.log('\nfigures written to test-results/bench.json');
