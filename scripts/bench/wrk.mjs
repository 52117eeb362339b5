// One wrk run (Debian's wrk: C, quick enough not to be the bottleneck at tens of thousands of requests a second),
// reduced to throughput, latency percentiles and failures. For the cluster benchmark.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** `12.5ms`, `830.00us`, `1.20s` in milliseconds. */
function ms(text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) return NaN;
  const value = Number(match[1]);
  return { us: value / 1000, ms: value, s: value * 1000, m: value * 60_000 }[match[2]];
}

/** A Lua script that cycles through `paths`, so one run loads a mix of pages. */
function mixScript(paths) {
  const dir = mkdtempSync(join(tmpdir(), 'wrk-'));
  const file = join(dir, 'mix.lua');
  writeFileSync(
    file,
    `paths = { ${paths.map((path) => JSON.stringify(path)).join(', ')} }\ni = 0\nrequest = function()\n  i = i + 1\n  return wrk.format("GET", paths[(i % #paths) + 1])\nend\n`,
  );
  return file;
}

/** Loads `base` (one `path`, or a `paths` mix) for `seconds` with `connections`, asking for gzip. */
export async function wrk({ base, path = '/', paths, connections, seconds, threads = 2 }) {
  // A 10 s timeout: a slow answer is counted in the latencies, only one that never comes as a failure.
  const args = [
    '-t',
    String(threads),
    '-c',
    String(connections),
    '-d',
    `${seconds}s`,
    '--timeout',
    '10s',
    '--latency',
    '-H',
    'Accept-Encoding: gzip',
  ];
  if (paths) args.push('-s', mixScript(paths));
  args.push(`${base}${paths ? '/' : path}`);
  const { stdout } = await run('wrk', args, { maxBuffer: 1 << 20 });
  const number = (pattern) => Number(pattern.exec(stdout)?.[1] ?? 0);
  const percentile = (p) => ms(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(stdout)?.[1] ?? '');
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  return {
    requests: number(/(\d+) requests in/),
    reqPerSec: number(/Requests\/sec:\s+([\d.]+)/),
    p50Ms: percentile(50),
    p99Ms: percentile(99),
    non2xx: number(/Non-2xx or 3xx responses: (\d+)/),
    errors: socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
  };
}
