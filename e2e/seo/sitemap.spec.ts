// Search engines find every menu page of the service and every built-in page, and no listed URL is broken.
import { expect, test, type APIRequestContext } from '../support/test';
import { routes } from '../../lib/routes/table';
import { PORTS } from '../support/ports.mjs';
import { STANDIN_ORG } from '../support/standin';
import { fixtureMenus } from '../cms-pages/fixtures';
import { sitemapLocs } from '../support/sitemap';

// The journeys' site sets SITE_URL to its own address: every URL of the sitemap is on it.
const ORIGIN = `http://127.0.0.1:${PORTS.site}`;

async function sitemapUrls(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  // A bare `&` (a query's second parameter) makes the whole file unreadable to a crawler.
  expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  return sitemapLocs(xml);
}

/** The canonical address a page states for itself. */
async function canonicalOf(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(await response.text())?.[1];
  expect(canonical, `${path} has a canonical link`).toBeDefined();
  return new URL(canonical ?? '').href;
}

test.describe('sitemap.xml', () => {
  test('lists every menu page of the service, children and menus of any name included, by its canonical address', async ({
    request,
  }) => {
    const menus = fixtureMenus();
    // The fixture and the facts the other journeys rely on describe the same tree.
    expect(menus.map((menu) => menu.id).sort()).toEqual(Object.values(STANDIN_ORG.menuIds).sort());
    const listed = new Set(await sitemapUrls(request));
    for (const menu of menus) {
      expect(listed, `${menu.name} (${menu.id})`).toContain(await canonicalOf(request, routes.menu.hrefOf(menu)));
    }
  });

  test('lists the companies, the built-in pages, every blog post with its date, and no account screen', async ({
    request,
  }) => {
    const urls = await sitemapUrls(request);
    const homeId = STANDIN_ORG.menuIds.Home;
    for (const company of STANDIN_ORG.companies)
      expect(urls).toContain(`${ORIGIN}${routes.company.href({ id: homeId, company })}`);
    for (const path of [
      '/',
      '/cause',
      '/cause-single/1',
      '/event',
      '/event-single/1',
      '/project-single/1',
      '/team-single/1',
      '/service-single/1',
      '/blog',
      '/blog-single/15',
    ]) {
      expect(urls).toContain(`${ORIGIN}${path}`);
    }
    for (const family of [routes.login, routes.register, routes.forgotPassword, routes.search]) {
      expect(urls).not.toContain(`${ORIGIN}${family.href({})}`);
    }
    expect(new Set(urls).size).toBe(urls.length);
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain(`<loc>${ORIGIN}/blog-single/1</loc>\n<lastmod>2026-01-18</lastmod>`);
  });

  test('every address it lists answers 200', async ({ request }) => {
    test.setTimeout(120_000);
    const urls = await sitemapUrls(request);
    expect(urls.length).toBeGreaterThan(50);
    const failures: string[] = [];
    const queue = [...urls];
    const worker = async () => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
        expect(url.startsWith(`${ORIGIN}/`)).toBe(true);
        const status = (await request.get(url, { maxRedirects: 0 })).status();
        if (status !== 200) failures.push(`${status} ${url}`);
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    expect(failures).toEqual([]);
  });
});

test.describe('robots.txt', () => {
  test('names the sitemap and keeps crawlers off the API only: the account screens tell them noindex', async ({
    request,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/plain');
    const lines = (await response.text()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['User-Agent: *', 'Allow: /', 'Disallow: /api/', `Sitemap: ${ORIGIN}/sitemap.xml`]),
    );
    expect(lines.filter((line) => line.startsWith('Disallow:'))).toEqual(['Disallow: /api/']);
    // A crawler allowed to fetch them reads that they are not to be listed.
    for (const family of [routes.login, routes.register, routes.forgotPassword]) {
      expect(await (await request.get(family.href({}))).text()).toMatch(/<meta name="robots" content="noindex/);
    }
  });
});

test.describe('/favicon.ico', () => {
  test('leads to the icon the pages link, which is a picture', async ({ request }) => {
    const home = await (await request.get('/')).text();
    const linked = /<link rel="icon" href="([^"]+)"/.exec(home)?.[1]?.replaceAll('&amp;', '&');
    expect(linked).toBeTruthy();
    const answer = await request.get(routes.favicon.href({}), { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe(linked);
    const icon = await request.get(routes.favicon.href({}));
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/^image\//);
  });
});

test.describe('blog filters', () => {
  test('one filter is a page of its own; a category and a tag together are followed but not listed', async ({
    request,
  }) => {
    const robotsOf = async (path: string) => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      return /<meta name="robots" content="([^"]+)"/.exec(await response.text())?.[1] ?? null;
    };
    expect(await robotsOf('/blog?category=Charity')).toBeNull();
    expect(await robotsOf('/blog?tag=Children')).toBeNull();
    // Any pair of the sidebar's filters is a near copy of its category's list, reachable only from outside links.
    expect(await robotsOf('/blog?category=Charity&tag=Children')).toBe('noindex, follow');
  });
});
