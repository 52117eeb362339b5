// A search engine (and a visitor) reaches every page the sitemap lists by following links from the
// home page: lists that show only their first few items still lead on to the rest.
import { decodeHTML } from 'entities';
import { expect, test, type APIRequestContext } from '../support/test';
import { routes } from '../../lib/routes/table';
import { sitemapPaths } from '../support/sitemap';
import { mapInBatches } from '../support/in-batches';

const MAX_PAGES = 800;
const NOT_A_PAGE = /\.(?:webp|png|jpe?g|gif|svg|ico|xml|ics|txt|pdf)$|^\/api\//i;

/** The same-origin page addresses (path and query) the links of a server-rendered page point to. */
async function linksOf(request: APIRequestContext, path: string): Promise<string[]> {
  const response = await request.get(path, { maxRedirects: 0 });
  if (response.status() !== 200 || !response.headers()['content-type']?.includes('text/html')) return [];
  const base = new URL(response.url());
  return Array.from(
    (await response.text()).matchAll(/<a\b[^>]*?\shref="([^"]*)"/g),
    (match) => new URL(decodeHTML(match[1] ?? ''), base),
  )
    .filter((url) => url.origin === base.origin && !NOT_A_PAGE.test(url.pathname))
    .map((url) => url.pathname + url.search);
}

test('every address of the sitemap is reached by links from the home page', async ({ request }) => {
  test.setTimeout(300_000);
  const listed = await sitemapPaths(request);
  expect(listed.length).toBeGreaterThan(100);

  const reached = new Set<string>([routes.home.href({})]);
  let frontier = [routes.home.href({})];
  while (frontier.length > 0 && reached.size < MAX_PAGES) {
    const next: string[] = [];
    for (const link of (await mapInBatches(frontier, (path) => linksOf(request, path))).flat()) {
      if (reached.has(link)) continue;
      reached.add(link);
      next.push(link);
    }
    frontier = next;
  }
  test.info().annotations.push({ type: 'pages reached', description: String(reached.size) });
  // A crawl cut short would report the addresses it had not reached yet as unlinked.
  expect(reached.size, 'the crawl ran out of room before it ended').toBeLessThan(MAX_PAGES);
  expect(
    listed.filter((path) => !reached.has(path)),
    'sitemap addresses no link leads to',
  ).toEqual([]);
});
