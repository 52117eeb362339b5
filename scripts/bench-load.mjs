// `npm run bench:load` (after `npm run build`): how many visitors the production server holds. Starts the
// stand-in content service with a 50 ms latency on every answer and the site (`next start`) against it, loads four pages
// with autocannon (gzip, 50 connections), compares each with the same HTML served as static files by nginx
// and with a bare Next app serving pages of the same weight (Next's own cost per answer), then runs a mixed
// load at 100 connections while watching the server's memory. It measures; it asserts nothing.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeBareNext, startBareNext } from './bench/bare-next-baseline.mjs';
import { load, warmUp } from './bench/load.mjs';
import { sampleRss, summariseRss } from './bench/memory.mjs';
import { assertNothingListens, stopAll, stopAllOnSignals } from './bench/processes.mjs';
import { printBareNext, printMixed, printPages, writeJson } from './bench/report.mjs';
import { resetServiceCalls, settledServiceCalls } from './bench/service-calls.mjs';
import { aboutPagePath, startSiteAndService } from './bench/site-servers.mjs';
import { savePages, startStaticServer } from './bench/static-baseline.mjs';

const SITE_PORT = Number(process.env.BENCH_LOAD_PORT || 3950);
const STATIC_PORT = SITE_PORT + 10;
const BARE_NEXT_PORT = SITE_PORT + 20;
const STANDIN_PORT = Number(process.env.BENCH_LOAD_STANDIN_PORT || 4510);
const LATENCY_MS = 50;
const CONNECTIONS = 50;
const MIXED_CONNECTIONS = 100;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS || 10);
const MIXED_SECONDS = Number(process.env.BENCH_LOAD_MIXED_SECONDS || 60);
// The server's heap grows to its working size over the first 30-45 s at 100 connections (measured: 254 -> 366 MiB
// in 30 s, then +1.9 % from 60 s to 180 s), so the memory window starts after a warm-up, whose growth is reported.
const MIXED_WARMUP_SECONDS = Number(process.env.BENCH_LOAD_MIXED_WARMUP_SECONDS ?? 30);
// A fresh Node server answers a page at about half its later rate while its code is being compiled (measured on
// the home page: 227 req/s in the first 8 s, 373 in the third run of 8 s, 410-540 per second after 45 s), so
// the first page measured paid for the server's warm-up. Both Next servers are loaded with all their pages first.
const SERVER_WARMUP_SECONDS = Number(process.env.BENCH_LOAD_WARMUP_SECONDS ?? 20);
if (!(SERVER_WARMUP_SECONDS >= 0))
  throw new Error(
    `BENCH_LOAD_WARMUP_SECONDS must be 0 or more seconds, not "${process.env.BENCH_LOAD_WARMUP_SECONDS}"`,
  );
const CACHE_SECONDS = process.env.CMS_CACHE_SECONDS ?? '30';
const OUTPUT = 'test-results/bench-load.json';
const SERVER_LOG = 'test-results/bench-load-servers.log';

const site = `http://127.0.0.1:${SITE_PORT}`;
const staticBase = `http://127.0.0.1:${STATIC_PORT}`;
const bareBase = `http://127.0.0.1:${BARE_NEXT_PORT}`;
const api = `http://127.0.0.1:${STANDIN_PORT}`;
const control = `http://127.0.0.1:${STANDIN_PORT + 1}`;

const gitCommit = () => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
};

const ratio = (site, baseline) => (baseline?.reqPerSec > 0 ? site.reqPerSec / baseline.reqPerSec : null);

/** A baseline server's figures for `path` under the site's load, after one warm-up. */
async function loadBaseline(base, path) {
  await warmUp(base, path);
  return load({ base, path, connections: CONNECTIONS, seconds: SECONDS });
}

/**
 * `base` loaded with `paths` for SERVER_WARMUP_SECONDS, so that no page's figures include the server's own warm-up.
 * Resolves to the warm-up's figures (kept in the JSON), or null when it is off; says so when answers failed.
 */
async function warmServer(name, base, paths) {
  if (SERVER_WARMUP_SECONDS === 0) return null;
  const figures = await load({ base, paths, connections: CONNECTIONS, seconds: SERVER_WARMUP_SECONDS });
  if (figures.non2xx + figures.errors > 0)
    console.log(`WARNING ${name} warm-up: ${figures.non2xx} non-2xx answers, ${figures.errors} errors`);
  return figures;
}

/**
 * One page: warm-up, site under load (counting service calls), then the static copy and the bare Next page
 * (when it was built) under the same load.
 */
async function benchPage(path, bare) {
  const warm = await warmUp(site, path);
  await resetServiceCalls(control);
  const siteFigures = await load({ base: site, path, connections: CONNECTIONS, seconds: SECONDS });
  const calls = await settledServiceCalls(control);
  const staticFigures = await loadBaseline(staticBase, path);
  const bareFigures = bare.base ? await loadBaseline(bare.base, path) : null;
  return {
    path,
    warmUpContentEncoding: warm.headers.get('content-encoding'),
    site: siteFigures,
    serviceCalls: calls,
    serviceCallsPerView: siteFigures.requests > 0 ? calls / siteFigures.requests : null,
    staticSite: staticFigures,
    ratio: ratio(siteFigures, staticFigures),
    bareNext: bareFigures && { ...bareFigures, htmlBytes: bare.htmlBytes[path] },
    bareNextRatio: ratio(siteFigures, bareFigures),
  };
}

/** The bare app's tiny page under the same load, once: Next's best case on this machine. */
async function benchBareSmallPage(bare) {
  if (!bare.base) return { error: bare.error };
  const figures = await loadBaseline(bare.base, bare.smallPath);
  return {
    buildSeconds: bare.buildSeconds,
    smallPath: bare.smallPath,
    smallPage: { ...figures, htmlBytes: bare.htmlBytes[bare.smallPath] },
  };
}

async function mixedRun(paths, { serverPid, spawnedPid }) {
  const warmUpSampler = sampleRss(serverPid);
  if (MIXED_WARMUP_SECONDS > 0)
    await load({ base: site, paths, connections: MIXED_CONNECTIONS, seconds: MIXED_WARMUP_SECONDS });
  const warmUpRss = warmUpSampler.stop();
  await resetServiceCalls(control);
  const sampler = sampleRss(serverPid);
  const figures = await load({ base: site, paths, connections: MIXED_CONNECTIONS, seconds: MIXED_SECONDS });
  const samples = sampler.stop();
  const calls = await settledServiceCalls(control);
  return {
    paths,
    site: figures,
    serviceCalls: calls,
    serviceCallsPerView: figures.requests > 0 ? calls / figures.requests : null,
    serverPid,
    spawnedPid,
    warmUpSeconds: MIXED_WARMUP_SECONDS,
    warmUpRss: MIXED_WARMUP_SECONDS > 0 ? summariseRss(warmUpRss) : null,
    rss: summariseRss(samples),
    rssSamplesMiB: samples.map((v) => Math.round(v * 10) / 10),
  };
}

/** Says so when the site did not answer gzip-compressed, which would make every figure meaningless. */
function checkGzip(pages) {
  const notGzip = pages.filter((p) => p.warmUpContentEncoding !== 'gzip' || p.site.encodings.join() !== 'gzip');
  for (const p of notGzip) {
    const underLoad = p.site.encodings.join(', ') || 'no answer completed';
    console.log(
      `WARNING ${p.path}: not gzip-compressed (warm-up: ${p.warmUpContentEncoding ?? 'none'}, under load: ${underLoad})`,
    );
  }
  if (notGzip.length === 0) console.log('gzip: every site answer under load carried content-encoding: gzip');
}

async function main(dir) {
  for (const url of [site, staticBase, bareBase, api, control]) await assertNothingListens(url);
  rmSync(SERVER_LOG, { force: true });
  const { serviceMs, serverPid, spawnedPid } = await startSiteAndService({
    sitePort: SITE_PORT,
    standinPort: STANDIN_PORT,
    latencyMs: LATENCY_MS,
    cacheSeconds: CACHE_SECONDS,
    logFile: SERVER_LOG,
  });
  const paths = ['/', aboutPagePath(), '/cause', '/blog-single/1'];
  await savePages(site, paths, join(dir, 'pages'));
  const { server: staticServer } = await startStaticServer(dir, join(dir, 'pages'), STATIC_PORT, SERVER_LOG);
  const bare = await startBareNext({ pagesRoot: join(dir, 'pages'), paths, port: BARE_NEXT_PORT, logFile: SERVER_LOG });
  console.log(
    bare.error
      ? `bare Next baseline: ${bare.error}; carrying on without it`
      : `bare Next baseline on ${bareBase} (built in ${bare.buildSeconds.toFixed(0)} s)`,
  );
  console.log(
    `site server on ${site} (server PID ${serverPid}, CMS_CACHE_SECONDS=${CACHE_SECONDS}); stand-in ${api} ` +
      `(latency ${LATENCY_MS} ms, one call measured ${serviceMs.toFixed(0)} ms); static baseline: ${staticServer} on ${staticBase}`,
  );
  const loadAtStart = loadavg()[0];
  const warmed =
    SERVER_WARMUP_SECONDS > 0
      ? `${bare.base ? 'each Next server' : 'the site'}: ${SERVER_WARMUP_SECONDS} s loaded with all its pages`
      : 'no server warm-up';
  console.log(
    `${warmed}; each page: 1 warm-up, then ${SECONDS} s at ${CONNECTIONS} connections, accept-encoding: gzip; machine load ${loadAtStart.toFixed(1)}\n`,
  );
  const serverWarmUps = {
    site: await warmServer('site', site, paths),
    bareNext: bare.base ? await warmServer('bare Next', bare.base, [...paths, bare.smallPath]) : null,
  };
  const pages = [];
  for (const path of paths) pages.push(await benchPage(path, bare));
  const bareNext = await benchBareSmallPage(bare);
  printPages(pages);
  checkGzip(pages);
  printBareNext(pages, bareNext);
  console.log(
    `\nmixed run over the four pages: ${MIXED_WARMUP_SECONDS} s warm-up, then ${MIXED_SECONDS} s measured, at ${MIXED_CONNECTIONS} connections`,
  );
  const mixed = await mixedRun(paths, { serverPid, spawnedPid });
  printMixed(mixed);
  const settings = {
    latencyMs: LATENCY_MS,
    measuredServiceCallMs: serviceMs,
    cacheSeconds: Number(CACHE_SECONDS),
    staticServer,
    connections: CONNECTIONS,
    seconds: SECONDS,
    mixedConnections: MIXED_CONNECTIONS,
    mixedSeconds: MIXED_SECONDS,
    mixedWarmUpSeconds: MIXED_WARMUP_SECONDS,
    serverWarmUpSeconds: SERVER_WARMUP_SECONDS,
    machineLoadAtStart: loadAtStart,
    machineLoadAtEnd: loadavg()[0],
  };
  const run = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    buildId: readFileSync('.next/BUILD_ID', 'utf8').trim(),
    node: process.version,
  };
  writeJson(OUTPUT, { ...run, settings, serverWarmUps, pages, bareNext, mixed });
  console.log(`\nfigures written to ${OUTPUT}; the servers' own messages to ${SERVER_LOG}`);
}

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build (.next/BUILD_ID is missing): run `npm run build` first.');
  process.exit(1);
}
// Private to this run: the saved pages and nginx's configuration, PID file and temp paths (and the bare app).
const dir = mkdtempSync(join(tmpdir(), 'bench-load-'));
const removeDir = () => (rmSync(dir, { recursive: true, force: true }), removeBareNext());
stopAllOnSignals(removeDir);
try {
  await main(dir);
} catch (err) {
  console.error(`bench:load failed: ${err.stack ?? err}`);
  process.exitCode = 1;
} finally {
  await stopAll();
  removeDir();
}
