// The hostile requests the front door and `next start` are probed with (e2e/cluster/hostile-*.spec.ts,
// e2e/builtin/internal-headers.spec.ts): headers Next reacts to that no browser sends, and addresses of
// pictures the site cannot serve. docs/deployment.md says what nginx does with each header.
import { request } from 'node:http';

/** Request headers Next (node_modules/next/dist, 16.4) reads, each with a value that changes its answer. */
export const NEXT_INTERNAL_HEADERS: ReadonlyArray<readonly [name: string, value: string]> = [
  ['x-middleware-prefetch', '1'],
  ['x-middleware-subrequest', 'proxy:proxy:proxy:proxy:proxy'],
  ['x-middleware-rewrite', '/_/_'],
  ['x-middleware-skip', '1'],
  ['x-nextjs-data', '1'],
  ['x-now-route-matches', 'site=x'],
  ['x-matched-path', '/_not-found'],
  ['x-invoke-path', '/_not-found'],
  ['x-prerender-revalidate', 'guess'],
  ['x-next-revalidated-tags', 'all'],
  ['next-resume', '1'],
  ['x-forwarded-port', '1'],
];

/** The browser router's own headers: a different answer (RSC), which the front keys rather than drops. */
export const ROUTER_HEADERS: ReadonlyArray<readonly [name: string, value: string]> = [
  ['rsc', '1'],
  ['next-router-prefetch', '1'],
  ['next-router-segment-prefetch', '/_tree'],
  ['next-router-state-tree', '%5B%22%22%2C%7B%7D%5D'],
  ['next-url', '/about'],
];

/** Next's notes between its parts, which no visitor is to see. */
export const INTERNAL_RESPONSE_HEADERS = [
  'x-middleware-rewrite',
  'x-middleware-skip',
  'x-middleware-next',
  'x-nextjs-rewritten-path',
  'x-nextjs-rewritten-query',
  'x-matched-path',
  'x-nextjs-cache',
];

/** Addresses of pictures the optimiser cannot serve: another host in disguise, a way out, nothing, too much. */
export const UNSERVABLE_PICTURES = [
  'url=/%5Cevil.example/x.png&w=640&q=75',
  'url=/%5C%5Cevil.example/x.png&w=640&q=75',
  'url=/%5cevil.example/x.png&w=640&q=75',
  'url=/\\evil.example/x.png&w=640&q=75',
  'url=//evil.example/x.png&w=640&q=75',
  'url=/%2F%2Fevil.example/x.png&w=640&q=75',
  'url=%2F%2Fevil.example%2Fx.png&w=640&q=75',
  'url=/%09/evil.example/x.png&w=640&q=75',
  'url=/images/%2E%2E/%2E%2E/package.json&w=640&q=75',
  'url=/..%2F..%2Fetc%2Fpasswd&w=640&q=75',
  'url=/%E0%A4%A&w=640&q=75',
  'url=/images/no-such-picture.png&w=640&q=75',
  'url=https://evil.example/x.png&w=640&q=75',
  'url=http://169.254.169.254/latest/meta-data&w=640&q=75',
  'url=/images/causes/cause-1.webp&w=99999999&q=75',
  'url=/images/causes/cause-1.webp&w=1e309&q=75',
  'url=/images/causes/cause-1.webp&w=641&q=75',
  'url=/images/causes/cause-1.webp&w=640&q=999',
  'url=/images/causes/cause-1.webp&w=640&q=-1',
  'url=/images/causes/cause-1.webp&w=640',
  'url=&w=640&q=75',
  // nginx checks the first `url` (its $arg_url) for a backslash; Next is given both.
  'url=/images/causes/cause-1.webp&url=/%5Cevil.example/x.png&w=640&q=75',
];

/** A picture the optimiser serves, for the check that the probes above do not refuse everything. */
export const SERVABLE_PICTURE = 'url=/images/causes/cause-1.webp&w=640&q=75';

/** The headers of a browser asking for a page. */
export const BROWSER = { Accept: 'text/html,application/xhtml+xml', 'Accept-Encoding': 'gzip, deflate, br' };

/** A picture the optimiser makes as AVIF, WebP or its original, and a browser's Accept for each entry nginx keeps. */
export const KEYED_PICTURE = '/_next/image?url=%2Fimages%2Fservices%2Fservice-6.webp&w=828&q=75';

/**
 * A browser's own Accept with a second Accept header after it (issue 54): nginx reads the first, Node joins both,
 * so the optimiser would make AVIF and nginx keep it for browsers that take only the first.
 */
export const REPEATED_ACCEPTS: ReadonlyArray<readonly [browser: string, second: string]> = [
  ['image/webp,*/*;q=0.8', 'image/avif'],
  ['text/html', 'image/avif'],
];

/** An Accept that names AVIF with q=0, refusing it, as Next's own negotiation reads it. */
export const REFUSING_AVIF = 'image/avif;q=0, image/webp,*/*;q=0.8';

/** The router state a browser sends on a client navigation from the home page (URI-encoded JSON). */
export const HOME_TREE = '%5B%22%22%2C%7B%22children%22%3A%5B%22__PAGE__%22%2C%7B%7D%5D%7D%5D';

export type RawAnswer = { status: number; type: string; cache: string; location: string };

/**
 * GET `url` as a hostile client sends it: the path byte for byte (`|` and all), and a header given as a list is
 * sent once per value, as fetch cannot (node:http writes one line per value of an array).
 */
export function rawGet(url: string, headers: Readonly<Record<string, string | readonly string[]>>): Promise<RawAnswer> {
  const { origin, pathname, search } = new URL(url);
  // URL would percent-encode what a client may send raw: the path is taken from `url` as written.
  const path = url.slice(origin.length) || `${pathname}${search}`;
  return new Promise((resolve, reject) => {
    const sent = request(origin, { path, agent: false, headers: headers as Record<string, string | string[]> });
    sent.on('error', reject);
    sent.on('response', (answer) => {
      answer.resume();
      answer.on('error', reject);
      answer.on('end', () =>
        resolve({
          status: answer.statusCode ?? 0,
          type: answer.headers['content-type'] ?? '',
          cache: String(answer.headers['x-cache-status'] ?? ''),
          location: answer.headers.location ?? '',
        }),
      );
    });
    sent.end();
  });
}
