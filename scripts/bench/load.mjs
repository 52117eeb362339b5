// One autocannon run, reduced to the figures the load benchmark prints: throughput, latency, failures,
// bytes per response, and whether the answers really came gzip-compressed.
import autocannon from 'autocannon';

const GZIP_HEADERS = { 'accept-encoding': 'gzip' };
const SLOW_MS = 2000;

/** Header value from the parser's flat [name, value, name, value, …] list. */
function headerValue(rawHeaders, name) {
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (String(rawHeaders[i]).toLowerCase() === name) return String(rawHeaders[i + 1]);
  }
  return undefined;
}

/**
 * Loads `base` for `seconds` with `connections`, either one `path` or a `paths` mix (each connection cycles
 * through them). Resolves to plain figures (ms, req/s, bytes) and the content-encodings seen.
 */
export async function load({ base, path = '/', paths, connections, seconds }) {
  const encodings = new Set();
  let slow = 0;
  const errorKinds = {};
  const instance = autocannon({
    url: `${base}${path}`,
    connections,
    duration: seconds,
    headers: GZIP_HEADERS,
    requests: paths?.map((p) => ({ method: 'GET', path: p })),
    setupClient: (client) => {
      client.on('headers', ({ headers }) => encodings.add(headerValue(headers, 'content-encoding') ?? 'none'));
      client.on('response', (_status, _bytes, ms) => (slow += ms > SLOW_MS ? 1 : 0));
    },
  });
  instance.on('reqError', (err) => {
    const kind = err?.code ?? err?.message ?? String(err);
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  });
  const result = await instance;
  const served = result.requests.total;
  return {
    requests: served,
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    slowerThan2sPercent: served > 0 ? (100 * slow) / served : 0,
    non2xx: result.non2xx,
    errors: result.errors, // connection errors, timeouts (10 s) included
    timeouts: result.timeouts,
    errorKinds,
    bytesPerRequest: served > 0 ? Math.round(result.throughput.total / served) : 0,
    encodings: [...encodings].sort(),
  };
}

/** A warm-up: one request, so that the first render and the code loading are not timed. */
export async function warmUp(base, path) {
  const response = await fetch(`${base}${path}`, { headers: GZIP_HEADERS });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path}: warm-up answered ${response.status}`);
  return response;
}
