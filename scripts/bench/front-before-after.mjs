// `node scripts/bench/front-before-after.mjs <commit>` beside a running `npm run cluster` (CLUSTER_PORT, default
// 8080): the front door as deploy/nginx.conf was at <commit> and as it is now, each an nginx of its own in front of
// the same instances, and the static yardstick of bench:cluster (the home page's gzip bytes as a file), loaded in
// turn with wrk, round after round, so that all three share whatever else the machine is doing. The home page
// only, with gzip. Beside each run's throughput, the CPU time nginx's workers spent per request: what the
// configuration costs, which other work on a busy machine sways far less. It measures; it asserts nothing.
// Figures go to test-results/front-before-after.json.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nginxConfig } from '../cluster/nginx-config.mjs';
import { childPids, startProcess, stopAll, stopAllOnSignals, waitForUrl } from './processes.mjs';
import { startStaticServer } from './static-baseline.mjs';
import { wrk } from './wrk.mjs';

const base = process.argv[2];
if (!base) throw new Error('usage: node scripts/bench/front-before-after.mjs <commit of the configuration before>');
const CLUSTER_PORT = Number(process.env.CLUSTER_PORT || 8080);
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const HOST = '127.0.0.1';
const LOG = 'test-results/front-before-after-servers.log';

/** The instances behind the running cluster: its port + 1, + 2 … as long as one answers. */
async function instances() {
  const found = [];
  for (let port = CLUSTER_PORT + 1; ; port += 1) {
    const answers = await fetch(`http://${HOST}:${port}/api/health`).then(
      () => true,
      () => false,
    );
    if (!answers) return found;
    found.push(`${HOST}:${port}`);
  }
}

/** Clock ticks a second, the unit of /proc/<pid>/stat's CPU times. */
const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** CPU seconds (user and system) the workers of the nginx whose master is `pid` have used so far. */
function workersCpuSeconds(pid) {
  let ticks = 0;
  for (const worker of childPids(pid)) {
    try {
      // utime and stime: fields 14 and 15, counted after the command name's closing parenthesis.
      const fields = readFileSync(`/proc/${worker}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // a worker that ended while we looked
    }
  }
  return ticks / TICKS;
}

/** The home page's bytes as nginx sends them for `Accept-Encoding: gzip`. */
function gzipBody(url) {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks)));
    })
      .on('error', reject)
      .end();
  });
}

/** An nginx with `template` (deploy/nginx.conf's text) on `port` before `upstreams`. */
async function startFront(dir, template, port, upstreams) {
  mkdirSync(dir, { recursive: true });
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ listen: `${HOST}:${port}`, upstreams, runtimeDir: dir, template }));
  const global = process.getuid?.() === 0 ? 'daemon off; user root;' : 'daemon off;';
  const child = startProcess('nginx', 'nginx', ['-p', dir, '-c', conf, '-e', join(dir, 'error.log'), '-g', global], {
    logFile: LOG,
  });
  await waitForUrl(`http://${HOST}:${port}/api/health`, child);
  return { url: `http://${HOST}:${port}`, pid: child.pid };
}

async function main() {
  const upstreams = await instances();
  if (upstreams.length === 0) throw new Error(`no cluster instance at ${HOST}:${CLUSTER_PORT + 1}: npm run cluster`);
  const dir = mkdtempSync(join(tmpdir(), 'front-before-after-'));
  chmodSync(dir, 0o755);
  const before = execFileSync('git', ['show', `${base}:deploy/nginx.conf`], { encoding: 'utf8' });
  const fronts = {
    [`before (${base})`]: await startFront(join(dir, 'before'), before, CLUSTER_PORT + 60, upstreams),
    'after (working tree)': await startFront(join(dir, 'after'), undefined, CLUSTER_PORT + 61, upstreams),
  };
  const root = join(dir, 'static');
  mkdirSync(root);
  writeFileSync(join(root, 'index.html.gz'), await gzipBody(`${Object.values(fronts)[1].url}/`));
  writeFileSync(join(root, 'index.html'), '');
  mkdirSync(join(dir, 'static-nginx'));
  const yardstick = await startStaticServer(join(dir, 'static-nginx'), root, CLUSTER_PORT + 62, LOG, {
    workers: 'auto',
  });
  const targets = {
    'static yardstick': { url: `http://${HOST}:${CLUSTER_PORT + 62}`, pid: yardstick.child.pid },
    ...fronts,
  };
  for (const { url } of Object.values(fronts)) await fetch(`${url}/`).then((response) => response.arrayBuffer());
  const rows = [];
  for (let round = 1; round <= ROUNDS; round += 1)
    for (const connections of [50, 200])
      for (const [label, { url, pid }] of Object.entries(targets)) {
        const cpuBefore = workersCpuSeconds(pid);
        const figures = await wrk({ base: url, path: '/', connections, seconds: SECONDS });
        const cpuUsPerRequest = ((workersCpuSeconds(pid) - cpuBefore) * 1e6) / figures.requests;
        rows.push({ round, connections, label, ...figures, cpuUsPerRequest });
        console.log(
          `${String(round).padEnd(6)} ${String(connections).padEnd(5)} ${label.padEnd(22)} ${figures.reqPerSec.toFixed(0).padStart(8)} ${figures.p99Ms.toFixed(2).padStart(8)} ${String(figures.non2xx + figures.errors).padStart(4)} ${cpuUsPerRequest.toFixed(1).padStart(8)}`,
        );
      }
  // Over the rounds: throughput as a share of the yardstick's in the same rounds, and the median CPU per request.
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  for (const connections of [50, 200]) {
    const of = (label) => rows.filter((row) => row.connections === connections && row.label === label);
    const total = (label) => of(label).reduce((sum, row) => sum + row.reqPerSec, 0);
    for (const label of Object.keys(targets))
      console.log(
        `${connections} conn, ${label}: ${(total(label) / total('static yardstick')).toFixed(2)} of the yardstick, ${median(of(label).map((row) => row.cpuUsPerRequest)).toFixed(1)} µs CPU a request`,
      );
  }
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  mkdirSync('test-results', { recursive: true });
  writeFileSync(
    'test-results/front-before-after.json',
    JSON.stringify({ date: new Date().toISOString(), commit, base, seconds: SECONDS, rows }, null, 2),
  );
}

stopAllOnSignals();
try {
  await main();
} catch (error) {
  console.error(`front-before-after failed: ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
