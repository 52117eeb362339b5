// Reading /sitemap.xml the way a crawler does, for the journeys that check what it lists.
import { decodeHTML } from 'entities';
import type { APIRequestContext } from '@playwright/test';

/** The addresses a sitemap's `<loc>` entries name, with their XML escapes undone. */
export function sitemapLocs(xml: string): string[] {
  return Array.from(xml.matchAll(/<loc>([^<]+)<\/loc>/g), (match) => decodeHTML(match[1] ?? ''));
}

/** The path and query of every address the site's sitemap lists, in its order. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return sitemapLocs(xml).map((loc) => {
    const url = new URL(loc);
    return url.pathname + url.search;
  });
}
