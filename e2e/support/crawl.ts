// The link crawl both sites' journeys share: collect every internal link a set of pages renders,
// request each once, and name every one that does not answer 200 with the pages it was found on.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { events } from '../../content/events';
import { BLOG_LAYOUT_KEYS } from '../../lib/routes/blog-layouts';
import { blogRoutes, routes } from '../../lib/routes/table';
import { mapInBatches } from './in-batches';

/** Media and downloads are files, not pages: a broken image is another test's business. */
const FILE = /\.(?:webp|png|jpe?g|gif|svg|ico|avif|pdf|docx?|xlsx?|zip|mp3|mp4|webm)$/i;

/**
 * The pages whose links are crawled: the home page (its header and footer are every page's),
 * every list page, the blog lists in each layout with their page 2, a search results page, the
 * service menu's page and the home menu's company list of the site's content, and one event (its
 * calendar download).
 */
export function crawlSources(menuIds: { Home: number; Service: number }, searchWord: string): string[] {
  return [
    routes.home.href({}),
    routes.causes.href({}),
    routes.events.href({}),
    routes.moreEvents.href({}),
    routes.event.href({ id: events[0]!.id }),
    routes.projects.href({}),
    routes.testimonials.href({}),
    routes.service.href({ id: menuIds.Service }),
    routes.company.href({ id: menuIds.Home, company: null }),
    ...BLOG_LAYOUT_KEYS.flatMap((layout) =>
      [1, 2].map((page) => blogRoutes[layout].list.href({ layout, category: null, tag: null, page })),
    ),
    `${routes.search.href({})}?${new URLSearchParams({ q: searchWord })}`,
  ];
}

/** Same-origin addresses (path and query, no fragment) of a page's links and feed announcements. */
async function linksOn(page: Page, source: string): Promise<string[]> {
  const response = await page.goto(source);
  expect(response?.status(), `crawl source ${source}`).toBe(200);
  const hrefs = await page.locator('a[href], link[rel="alternate"][href]').evaluateAll((elements) =>
    elements.map((element) => ({
      raw: element.getAttribute('href') ?? '',
      resolved: (element as HTMLAnchorElement | HTMLLinkElement).href,
    })),
  );
  const origin = new URL(page.url()).origin;
  return hrefs.flatMap(({ raw, resolved }) => {
    if (raw.startsWith('#')) return [];
    const url = new URL(resolved);
    if (url.origin !== origin || FILE.test(url.pathname)) return [];
    return [url.pathname + url.search];
  });
}

/** Every link found, with the sources it was found on. */
export async function collectLinks(page: Page, sources: readonly string[]): Promise<Map<string, string[]>> {
  const foundOn = new Map<string, string[]>();
  for (const source of sources) {
    for (const link of await linksOn(page, source))
      foundOn.set(link, [...new Set([...(foundOn.get(link) ?? []), source])]);
  }
  return foundOn;
}

/** `status address (found on ...)` for every link that does not answer 200 itself (no redirect). */
export async function brokenLinks(
  request: APIRequestContext,
  foundOn: ReadonlyMap<string, readonly string[]>,
): Promise<string[]> {
  const answers = await mapInBatches([...foundOn.keys()], async (link) => {
    const status = (await request.get(link, { maxRedirects: 0 })).status();
    return status === 200 ? [] : [`${status} ${link} (found on ${foundOn.get(link)?.join(', ')})`];
  });
  return answers.flat().sort();
}
