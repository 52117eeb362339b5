// `npm run bench:cluster` (after `npm run build`): the production shape under load. Starts a stand-in content
// service (50 ms per answer) and the cluster (nginx, two instances, Redis) on it, then loads through nginx the
// home page and a mix of every template at 50 and 200 connections. The yardstick, in the same run: nginx serving
// the home page's same compressed bytes as a static file (gzip_static). Then, with the microcache off, one
// instance against two. It measures; it asserts nothing. Figures go to test-results/bench-cluster.json.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCluster } from './cluster/start-cluster.mjs';
import { assertNothingListens, startProcess, stopAll, stopAllOnSignals, waitForUrl } from './bench/processes.mjs';
import { resetServiceCalls, settledServiceCalls } from './bench/service-calls.mjs';
import { startStaticServer } from './bench/static-baseline.mjs';
import { wrk } from './bench/wrk.mjs';
import { warmCache } from './warm-cache.mjs';

const PORT = Number(process.env.BENCH_CLUSTER_PORT || 8300);
const STATIC_PORT = PORT + 50;
const STANDIN_PORT = Number(process.env.BENCH_CLUSTER_STANDIN_PORT || 4610);
const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS || 10);
const CONNECTIONS = [50, 200];
const HOST = '127.0.0.1';
const LOG = 'test-results/bench-cluster-servers.log';
/** One page of every template of the stand-in's organisation (e2e/fixtures/cms). */
const MIX = [
  '/',
  '/about/102',
  '/mission/111',
  '/gallery/105',
  '/contact/109',
  '/company/101',
  '/cause',
  '/cause-single/1',
  '/donate',
  '/volunteer',
  '/event',
  '/event-single/1',
  '/project',
  '/project-single/1',
  '/team-single/1',
  '/service-single/1',
  '/testimonial',
  '/blog',
  '/blog-single/1',
  '/search?q=flood',
  '/feed.xml',
  '/sitemap.xml',
];

/** The body exactly as nginx sends it for `Accept-Encoding: gzip` (fetch would decompress it). */
function rawGzipBody(url) {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/** nginx serving the home page's saved bytes (`index.html.gz`) as a static file, with the cluster's worker count. */
async function startStaticYardstick(dir, gzipped) {
  const root = join(dir, 'static');
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'index.html.gz'), gzipped);
  writeFileSync(join(root, 'index.html'), '');
  const nginxDir = join(dir, 'static-nginx');
  mkdirSync(nginxDir, { recursive: true });
  // nginx's workers drop root privileges: they must be able to pass through this run's private folder.
  chmodSync(dir, 0o755);
  await startStaticServer(nginxDir, root, STATIC_PORT, LOG, { workers: 'auto' });
}

/** The cluster running now: its processes are its own, so an interrupted run stops it as well. */
let running = null;

/** A cluster on the stand-in (two instances unless told), run by `work`, then stopped. */
async function withCluster(options, work) {
  const cluster = await startCluster({
    port: PORT,
    env: { CMS_API_URL: `http://${HOST}:${STANDIN_PORT}`, CMS_CACHE_SECONDS: '30' },
    ...options,
  });
  running = cluster;
  try {
    for (const path of MIX) await fetch(`${cluster.url}${path}`).then((response) => response.arrayBuffer());
    return await work(cluster);
  } finally {
    running = null;
    await cluster.stop();
  }
}

/** One load through `base`, with the service calls it caused. */
async function measured(label, load) {
  const control = `http://${HOST}:${STANDIN_PORT + 1}`;
  await resetServiceCalls(control);
  const figures = await wrk({ seconds: SECONDS, ...load });
  const calls = await settledServiceCalls(control);
  const { byPath } = await fetch(`${control}/requests`).then((response) => response.json());
  const busiest = Object.entries(byPath)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 3);
  const row = {
    label,
    ...figures,
    serviceCalls: calls,
    busiestServicePaths: Object.fromEntries(busiest),
    serviceCallsPerView: figures.requests > 0 ? calls / figures.requests : null,
  };
  const failures = row.non2xx + row.errors;
  console.log(
    `${label.padEnd(44)} ${row.reqPerSec.toFixed(0).padStart(8)} ${row.p50Ms.toFixed(2).padStart(8)} ${row.p99Ms.toFixed(2).padStart(8)} ${String(failures).padStart(9)} ${row.serviceCallsPerView?.toFixed(5).padStart(11)}`,
  );
  return row;
}

async function main() {
  if (!existsSync('.next/BUILD_ID')) throw new Error('No production build: run `npm run build` first.');
  for (const port of [PORT, PORT + 1, PORT + 2, PORT + 90, STATIC_PORT, STANDIN_PORT, STANDIN_PORT + 1])
    await assertNothingListens(`http://${HOST}:${port}/`);
  const dir = mkdtempSync(join(tmpdir(), 'bench-cluster-'));
  const standin = startProcess('cms stand-in', process.execPath, ['scripts/cms-standin/server.mjs'], {
    env: {
      CMS_STANDIN_PORT: String(STANDIN_PORT),
      CMS_STANDIN_CONTROL_PORT: String(STANDIN_PORT + 1),
      CMS_STANDIN_LATENCY_MS: '50',
    },
    logFile: LOG,
  });
  await waitForUrl(`http://${HOST}:${STANDIN_PORT + 1}/mode`, standin);
  console.log(`wrk, ${SECONDS} s a run, Accept-Encoding: gzip; stand-in at 50 ms an answer; CMS_CACHE_SECONDS=30`);
  console.log(
    `${'run'.padEnd(44)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'failures'.padStart(9)} ${'calls/view'.padStart(11)}`,
  );
  const rows = [];

  await withCluster({}, async (cluster) => {
    const { encoding, body } = await rawGzipBody(`${cluster.url}/`);
    if (encoding !== 'gzip')
      throw new Error(`the home page came ${encoding ?? 'uncompressed'} through nginx, not gzip`);
    await startStaticYardstick(dir, body);
    for (const connections of CONNECTIONS) {
      rows.push(
        await measured(`static yardstick, home, ${connections} conn`, {
          base: `http://${HOST}:${STATIC_PORT}`,
          path: '/',
          connections,
        }),
      );
      rows.push(
        await measured(`nginx + 2 instances, home, ${connections} conn`, { base: cluster.url, path: '/', connections }),
      );
    }
    for (const connections of CONNECTIONS) {
      rows.push(
        await measured(`nginx + 2 instances, ${MIX.length} templates, ${connections} conn`, {
          base: cluster.url,
          paths: MIX,
          connections,
        }),
      );
    }
    rows.push({ label: 'home page bytes (gzip)', bytes: body.length });
    // What a whole site's cache weighs in Redis: every page of the sitemap rendered once.
    const { pages } = await warmCache(cluster.url);
    const { Redis } = await import('ioredis');
    const redis = new Redis(cluster.redisUrl);
    const used = Number(/used_memory:(\d+)/.exec(await redis.info('memory'))?.[1] ?? 0);
    const keys = await redis.dbsize();
    redis.disconnect();
    console.log(
      `Redis after every page of the sitemap (${pages}) was rendered: ${(used / 2 ** 20).toFixed(1)} MiB in ${keys} keys`,
    );
    rows.push({ label: 'redis memory, whole sitemap cached', pages, usedMemoryBytes: used, keys });
  });
  for (const instances of [1, 2]) {
    await withCluster({ instances, microcache: false }, async (cluster) => {
      rows.push(
        await measured(`no microcache, ${instances} instance${instances > 1 ? 's' : ''}, home, 50 conn`, {
          base: cluster.url,
          path: '/',
          connections: 50,
        }),
      );
      rows.push(
        await measured(`no microcache, ${instances} instance${instances > 1 ? 's' : ''}, mix, 50 conn`, {
          base: cluster.url,
          paths: MIX,
          connections: 50,
        }),
      );
    });
  }
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  mkdirSync('test-results', { recursive: true });
  writeFileSync(
    'test-results/bench-cluster.json',
    JSON.stringify({ date: new Date().toISOString(), commit, node: process.version, seconds: SECONDS, rows }, null, 2),
  );
  console.log("\nfigures written to test-results/bench-cluster.json; the servers' messages to", LOG);
}

stopAllOnSignals(() => running?.stop());
try {
  await main();
} catch (error) {
  console.error(`bench:cluster failed: ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
