// Last good content survives a restart: a server that served the service's pages is stopped, the
// service goes down, and the same build is started again on the same cache. Its pages keep what they
// showed; the renders that could not reach the service (the cache time is 1 s, so every visit finds
// the page stale) never replace a good page with an emptier one, nor does a webhook while it is down;
// the proxy still tells pages from 404s by the menu tree it had.
import { expect, test, type Page } from '../support/test';
import { routes } from '../../lib/routes/table';
import { ownedPorts } from '../support/ports.mjs';
import { STANDIN_ORG } from '../support/standin';
import { startSite, startStandin, stopAll, type OwnedServer, type OwnedStandin } from '../support/site-process';
import { SERVICE_TEXT, sampleTextsIn } from './site-content';

test.describe.configure({ mode: 'serial' });

const CACHE_SECONDS = 1;
const SECRET = 'freshness-restart-secret';
/** Each page must have been re-rendered (answered STALE) this often with the service down. */
const STALE_RENDERS = 2;

const PAGES: { address: string; text: string }[] = [
  { address: routes.home.href({}), text: SERVICE_TEXT.firstSlide },
  { address: routes.about.href({ id: STANDIN_ORG.menuIds.About }), text: SERVICE_TEXT.aboutTitle },
  {
    address: routes.company.href({ id: STANDIN_ORG.menuIds.Home, company: SERVICE_TEXT.company }),
    text: 'pay-as-you-feel grocery',
  },
  { address: routes.cause.href({ id: 1 }), text: SERVICE_TEXT.email },
];

type Snapshot = { address: string; status: number; cache: string; headings: string[]; main: string; html: string };

let standin: OwnedStandin | undefined;
let site: OwnedServer | undefined;
const { site: port, standin: standinPort, standinControl } = ownedPorts(4);

async function startOurSite() {
  if (!standin) throw new Error('no stand-in');
  site = await startSite(port, {
    CMS_API_URL: standin.url,
    SITE_URL: `http://127.0.0.1:${port}`,
    CMS_CACHE_SECONDS: String(CACHE_SECONDS),
    REVALIDATE_SECRET: SECRET,
  });
  return site;
}

test.beforeAll(async () => {
  standin = await startStandin(standinPort, standinControl);
});

test.afterAll(async () => {
  await stopAll(site, standin);
});

async function snapshot(page: Page, address: string): Promise<Snapshot> {
  const response = await page.goto(new URL(address, site?.url).href);
  const main = page.getByRole('main');
  return {
    address,
    status: response?.status() ?? 0,
    cache: response?.headers()['x-nextjs-cache'] ?? '',
    headings: await main.getByRole('heading').allTextContents(),
    main: (await main.textContent()) ?? '',
    html: (await response?.text()) ?? '',
  };
}

/** Visits every page, round after round, until each has been re-rendered STALE_RENDERS times; returns every visit. */
async function visitWhileDown(page: Page): Promise<Snapshot[]> {
  const seen: Snapshot[] = [];
  const staleVisits = (address: string) =>
    seen.filter((visit) => visit.address === address && visit.cache === 'STALE').length;
  await expect
    .poll(
      async () => {
        for (const { address } of PAGES) seen.push(await snapshot(page, address));
        return Math.min(...PAGES.map(({ address }) => staleVisits(address)));
      },
      {
        message: 'every page was re-rendered with the service down',
        timeout: 60_000,
        intervals: [CACHE_SECONDS * 1000 + 100],
      },
    )
    .toBeGreaterThanOrEqual(STALE_RENDERS);
  return seen;
}

function expectAsGood(visits: Snapshot[], before: Map<string, Snapshot>) {
  for (const visit of visits) {
    const good = before.get(visit.address);
    expect(visit.status, visit.address).toBe(200);
    expect(visit.headings, `${visit.address} keeps its sections`).toEqual(good?.headings);
    expect(visit.main, visit.address).toContain(PAGES.find((p) => p.address === visit.address)?.text);
    expect(visit.html, visit.address).toContain(STANDIN_ORG.siteName);
    expect(sampleTextsIn(visit.html), `${visit.address} shows the embedded sample`).toEqual([]);
  }
}

const before = new Map<string, Snapshot>();
/** The home-screen icon the first server made from the service's icon. */
let icon: Buffer | undefined;

test('after a restart with the service down, pages keep the service’s content through every re-render', async ({
  page,
}) => {
  const first = await startOurSite();
  for (const { address, text } of PAGES) {
    const visit = await snapshot(page, address);
    expect(visit.status, address).toBe(200);
    expect(visit.main, address).toContain(text);
    before.set(address, visit);
  }
  const made = await page.request.get(new URL(routes.homeScreenIcon.href(), first.url).href);
  expect(made.status()).toBe(200);
  icon = await made.body();
  await first.stop();
  await standin?.control.setMode('down');
  await startOurSite();
  expectAsGood(await visitWhileDown(page), before);
});

test('the proxy keeps its menu tree in memory only: after a restart with the service down, /about asks to come back, an unknown id is still a 404', async ({
  request,
}) => {
  // The proxy's tree lives as long as its process (issue 56): restarted while the service is down, it has none, so a
  // menu asked for by name is a 503 "back in a moment" (a crawler keeps the address), and an id goes through to its
  // page, whose own tree (Next's data cache, kept across the restart) says whether it exists.
  for (const path of ['/about', '/About/']) {
    const response = await request.get(new URL(path, site?.url).href, { maxRedirects: 0 });
    expect(response.status(), path).toBe(503);
    expect(await response.text(), path).toContain(STANDIN_ORG.siteName);
  }
  const about = routes.about.href({ id: STANDIN_ORG.menuIds.About });
  expect((await request.get(new URL(about, site?.url).href)).status(), about).toBe(200);
  const missing = routes.about.href({ id: 99_999 });
  expect((await request.get(new URL(missing, site?.url).href)).status(), missing).toBe(404);
});

test('the feed and the sitemap, first asked for with the service down, show what the pages had from it', async ({
  request,
}) => {
  // They are route handlers, bundled apart from the pages: they must find the answers the pages stored, or
  // with none of their own they would fall back to the defaults.
  const read = async (path: string) => (await request.get(new URL(path, site?.url).href)).text();
  const feed = await read(routes.blogFeed.href({}));
  expect(feed).toContain(`<title>${STANDIN_ORG.siteName}`);
  const sitemap = await read(routes.sitemap.href({}));
  expect(sitemap).toContain(routes.about.href({ id: STANDIN_ORG.menuIds.About }));
});

test('the home-screen icon made before the restart is still given, each time it is made again, with the service down', async ({
  request,
}) => {
  // Made from the icon on the service's media host, which is down with it; every ask after a second is a re-make.
  for (let round = 0; round < 3; round += 1) {
    const response = await request.get(new URL(routes.homeScreenIcon.href(), site?.url).href);
    expect(response.status(), `round ${round}`).toBe(200);
    expect(await response.body(), `round ${round}`).toEqual(icon);
    await new Promise((resolve) => setTimeout(resolve, CACHE_SECONDS * 1000 + 200));
  }
});

test('a webhook while the service is down does not empty the pages', async ({ page, request }) => {
  const response = await request.post(new URL('/api/revalidate', site?.url).href, {
    data: {},
    headers: { authorization: `Bearer ${SECRET}` },
  });
  expect(response.status()).toBe(200);
  const visits: Snapshot[] = [];
  for (let round = 0; round < 2; round += 1)
    for (const { address } of PAGES) visits.push(await snapshot(page, address));
  expectAsGood(visits, before);
});

test('a server that never had the menu tree (its first start with the service down) says a menu asked for by name is back in a moment (503), then leads to its page', async ({
  request,
}) => {
  // A service this build has never read: a new stand-in (a new address), down from the start.
  await stopAll(site, standin);
  standin = await startStandin(standinPort, standinControl);
  await standin.control.setMode('down');
  await startOurSite();
  for (const path of ['/about', '/About/']) {
    const response = await request.get(new URL(path, site?.url).href, { maxRedirects: 0 });
    expect(response.status(), path).toBe(503);
    expect(response.headers()['retry-after'], path).toBe('60');
    expect(response.headers()['cache-control'], path).toContain('no-store');
    const html = await response.text();
    expect(html, path).toContain('This page is back in a moment');
    expect(html, `${path} is a whole page of the site`).toMatch(/<header[\s\S]*<footer/);
    expect(html, path).toMatch(/<meta name="robots" content="noindex, follow"/);
  }
  // An address that names nothing is still a 404.
  expect((await request.get(new URL('/no-such-page', site?.url).href)).status()).toBe(404);

  await standin.control.setMode('ok');
  await expect
    .poll(
      async () => {
        const response = await request.get(new URL('/about', site?.url).href, { maxRedirects: 0 });
        return `${response.status()} ${new URL(response.headers().location ?? '', site?.url).pathname}`;
      },
      { timeout: 30_000 },
    )
    .toBe(`307 ${routes.about.href({ id: STANDIN_ORG.menuIds.About })}`);
});
