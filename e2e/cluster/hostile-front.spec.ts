// Hostile requests at the front door (nginx with deploy/nginx.conf before two instances): a header Next reacts to
// never changes what the next visitor gets, nginx tells no visitor how the site is routed inside, and the address
// of a picture the site cannot serve is a 4xx, through nginx and from an instance alike.
import { expect, test } from '../support/test';
import { clusterForFile } from '../support/cluster';
import { routes } from '../../lib/routes/table';
import { STANDIN_ORG } from '../support/standin';
import {
  BROWSER,
  INTERNAL_RESPONSE_HEADERS,
  NEXT_INTERNAL_HEADERS,
  ROUTER_HEADERS,
  SERVABLE_PICTURE,
  UNSERVABLE_PICTURES,
} from '../support/hostile-probes';

test.describe.configure({ mode: 'serial' });

const running = clusterForFile();
const front = () => running().cluster.url;
const instance = () => running().cluster.instances[0]!.url;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a browser gets at `path` through nginx: status, type, whether it is the whole page, the cache's word. */
async function visit(path: string) {
  const response = await fetch(`${front()}${path}`, { headers: BROWSER });
  const body = await response.text();
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    wholePage: body.includes(STANDIN_ORG.siteName) && body.trimEnd().endsWith('</html>'),
  };
}

const events = routes.events.href({});
const page = { status: 200, type: 'text/html; charset=utf-8', wholePage: true };

for (const [name, value] of [...NEXT_INTERNAL_HEADERS, ...ROUTER_HEADERS]) {
  test(`a request with ${name} leaves the whole page for the next visitor, fresh or stale`, async () => {
    const attack = async () => {
      // Both encodings a browser may take: each is an entry of its own.
      for (const encoding of ['gzip, deflate, br', 'identity'])
        await (await fetch(`${front()}${events}`, { headers: { [name]: value, 'Accept-Encoding': encoding } })).text();
    };
    await attack();
    expect(await visit(events)).toEqual(page);
    // Once the second the front keeps it has passed, the attacker's request is the one that refreshes it.
    await pause(1100);
    await attack();
    await attack();
    await pause(500);
    expect(await visit(events)).toEqual(page);
  });
}

test('a browser shows the events page after a second of prefetch probes', async ({ page: tab }) => {
  for (let i = 0; i < 3; i += 1) {
    await fetch(`${front()}${events}`, { headers: { 'x-middleware-prefetch': '1', ...BROWSER } });
    await pause(400);
  }
  await tab.goto(`${front()}${events}`);
  await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(tab.getByRole('contentinfo')).toContainText(STANDIN_ORG.siteName);
});

test("nginx passes none of Next's internal headers to visitors", async () => {
  const answers = [
    await fetch(`${front()}${routes.home.href({})}`, { headers: BROWSER }),
    await fetch(`${front()}${events}`, { headers: BROWSER }),
    await fetch(`${front()}${events}`, { headers: { RSC: '1' } }),
    await fetch(`${front()}/no-such-page-at-all`, { headers: BROWSER }),
    await fetch(`${front()}/brand/favicon.svg`),
  ];
  // The instances do say them: the check would pass for no reason if they did not.
  const direct = await fetch(`${instance()}${events}`);
  expect(direct.headers.get('x-middleware-rewrite')).not.toBeNull();
  for (const answer of answers) {
    await answer.arrayBuffer();
    for (const header of INTERNAL_RESPONSE_HEADERS)
      expect(answer.headers.get(header), `${answer.url} ${header}`).toBeNull();
  }
});

test('the address of a picture the site cannot serve is a 4xx, through nginx and from an instance', async () => {
  for (const base of [front(), instance()])
    for (const query of UNSERVABLE_PICTURES) {
      const response = await fetch(`${base}/_next/image?${query}`, { headers: { Accept: 'image/avif,image/webp' } });
      await response.arrayBuffer();
      expect(response.status, `${base} ${query}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${base} ${query}`).toBeLessThan(500);
    }
  // And a picture it can serve still comes.
  const served = await fetch(`${front()}/_next/image?${SERVABLE_PICTURE}`, { headers: { Accept: 'image/webp' } });
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/webp');
});
