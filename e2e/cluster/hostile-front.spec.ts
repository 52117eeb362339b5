// Hostile requests at the front door (nginx with deploy/nginx.conf before two instances): a header Next reacts to
// never changes what the next visitor gets, not even sent twice or holding the key's separator (the answer nginx
// keeps under a key is the one to the request the key names), nginx tells no visitor how the site is routed inside,
// and the address of a picture the site cannot serve is a 4xx, through nginx and from an instance alike.
import { expect, test } from '../support/test';
import { clusterForFile } from '../support/cluster';
import { routes } from '../../lib/routes/table';
import { STANDIN_ORG } from '../support/standin';
import { computeCacheBustingSearchParam } from 'next/dist/shared/lib/router/utils/cache-busting-search-param';
import {
  BROWSER,
  HOME_TREE,
  INTERNAL_RESPONSE_HEADERS,
  KEYED_PICTURE,
  NEXT_INTERNAL_HEADERS,
  REFUSING_AVIF,
  REPEATED_ACCEPTS,
  ROUTER_HEADERS,
  SERVABLE_PICTURE,
  UNSERVABLE_PICTURES,
  rawGet,
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
  // The instances do say them (a 404 is rewritten to Next's not-found page): the check would pass for no reason if
  // they did not.
  const direct = await fetch(`${instance()}/no-such-page-at-all`);
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

// ---- One request, one meaning (issue 54): what nginx keys an answer under is what the instance answered ----------

for (const [browser, second] of REPEATED_ACCEPTS)
  test(`a second Accept: ${second} leaves browsers that send ${browser} the picture they take`, async () => {
    // The instance's answer to the browser's own request is the one to keep for it.
    const own = await rawGet(`${instance()}${KEYED_PICTURE}`, { Accept: browser });
    expect(own.status).toBe(200);
    await rawGet(`${front()}${KEYED_PICTURE}`, { Accept: [browser, second] });
    const later = await rawGet(`${front()}${KEYED_PICTURE}`, { Accept: browser });
    expect(later).toMatchObject({ status: 200, type: own.type });
  });

test('a browser that refuses AVIF is not sent it, nor is its picture kept for browsers that take AVIF', async () => {
  const picture = KEYED_PICTURE.replace('w=828', 'w=640');
  const own = await rawGet(`${instance()}${picture}`, { Accept: REFUSING_AVIF });
  expect(own.type).toBe('image/webp');
  expect(await rawGet(`${front()}${picture}`, { Accept: REFUSING_AVIF })).toMatchObject({
    status: 200,
    type: own.type,
  });
  const avif = await rawGet(`${front()}${picture}`, { Accept: 'image/avif,image/webp,*/*;q=0.8' });
  expect(avif).toMatchObject({ status: 200, type: 'image/avif' });
});

/** The cache-busting `_rsc` Next's client puts on an RSC request with these router headers (Next 16's own hash). */
const rscQuery = (headers: Record<string, string>) =>
  computeCacheBustingSearchParam(
    headers['next-router-prefetch'] as Parameters<typeof computeCacheBustingSearchParam>[0],
    headers['next-router-segment-prefetch'],
    headers['next-router-state-tree'],
    headers['next-url'],
  );

test('a navigation sent with RSC: 1 twice leaves the next browser navigation its RSC answer', async () => {
  // Chromium's client navigation from the home page to the events page, as its router sends it.
  const navigation = { rsc: '1', 'next-router-state-tree': HOME_TREE, 'next-url': '/', ...BROWSER };
  const path = `${events}?_rsc=${await rscQuery(navigation)}`;
  await rawGet(`${front()}${path}`, { ...navigation, rsc: ['1', '1'] });
  const browser = await rawGet(`${front()}${path}`, navigation);
  expect(browser.status).toBe(200);
  expect(browser.type).toMatch(/^text\/x-component/);
});

// Every router header sent twice, on an RSC request with the `_rsc` of its first value: the next browser's request
// for that address gets what an instance answers it, not what the doubled request was answered.
for (const [name, value] of ROUTER_HEADERS)
  test(`a request that repeats ${name} leaves the next browser the answer to its own`, async () => {
    const own = { rsc: '1', [name]: value, ...BROWSER };
    const path = `${events}?probe=${name}&_rsc=${await rscQuery(own)}`;
    const expected = await rawGet(`${instance()}${path}`, own);
    await rawGet(`${front()}${path}`, { ...own, [name]: [value, `${value}2`] });
    const later = await rawGet(`${front()}${path}`, own);
    expect({ status: later.status, type: later.type }).toEqual({ status: expected.status, type: expected.type });
  });

test('Next-Url: | does not answer a page from the entry of another address', async () => {
  const donate = routes.donate.href({});
  const lost = await rawGet(`${front()}${donate}|`, BROWSER);
  expect(lost.status).toBe(404);
  const donor = await rawGet(`${front()}${donate}`, { ...BROWSER, 'next-url': '|' });
  expect(donor).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
});

test('an RSC request with Next-Url: | plants no redirect for the visitors of another address', async () => {
  const cause = `${routes.cause.href({ id: 2 })}?ref=a`;
  // Without `_rsc` Next redirects an RSC request to the address with it.
  const planted = await rawGet(`${front()}${cause}`, { ...BROWSER, rsc: '1', 'next-url': '|' });
  expect(planted.status).toBe(307);
  const visitor = await rawGet(`${front()}${cause}|1`, BROWSER);
  expect(visitor).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
});

test("a browser's own router headers reach the instance as it sent them", async ({ page: tab }) => {
  // Next answers an RSC request whose `_rsc` does not match the headers it received with a 307 to the one that
  // does: none means nginx's normalising changed none of the values Chromium's router sent.
  const answers: { status: number; type: string; url: string }[] = [];
  tab.on('response', (answer) => {
    if (new URL(answer.url()).searchParams.has('_rsc'))
      answers.push({ status: answer.status(), type: answer.headers()['content-type'] ?? '', url: answer.url() });
  });
  await tab.goto(`${front()}${routes.causes.href({})}`);
  const cause = routes.cause.href({ id: 1 });
  await tab.locator(`main a[href="${cause}"]`).first().click();
  await expect(tab).toHaveURL(new RegExp(`${cause}$`));
  await expect(tab.getByRole('tablist', { name: 'About this cause' })).toBeVisible();
  expect(answers.length).toBeGreaterThan(0);
  for (const answer of answers) expect(answer, answer.url).toMatchObject({ status: 200, type: 'text/x-component' });
});
