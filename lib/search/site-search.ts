// Site search for the results page and the header's suggestions: one index over everything the site
// shows, rebuilt only when the content changed.
import 'server-only';
import { getMenuPage, getMenus, walkMenus, type MenuPage } from '@/lib/cms';
import { builtinDocuments } from './builtin-documents';
import type { SearchHit } from './hit';
import { menuDocuments } from './menu-documents';
import { createSearchIndex, type SearchIndex } from './search-index';

type Built = { content: string[]; index: SearchIndex };
let built: Built | null = null;

/** What the index depends on, flattened: equal lists mean the same documents. */
function contentOf(pages: readonly MenuPage[]): string[] {
  return pages.flatMap((page) => [
    String(page.menu.id),
    page.menu.name,
    ...page.sections.flatMap((section) => [section.key, section.html]),
  ]);
}

function sameContent(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

/** Menu pages whose menu the tree names (while the tree has never answered there are none). */
async function menuPages(): Promise<MenuPage[]> {
  const ids = Array.from(walkMenus(await getMenus()), (menu) => menu.id);
  const pages = await Promise.all(ids.map((id) => getMenuPage(id)));
  return pages.filter((page): page is MenuPage => page !== null && page.menuKnown);
}

/**
 * Site search over the built-in content and every menu page of the content service. The index
 * is built on the first search and again only when the service's content has changed: each
 * search reads the content client's cached answers (never a call of its own to the service) and
 * compares them with those the index was built from.
 */
async function currentIndex(): Promise<SearchIndex> {
  const pages = await menuPages();
  const content = contentOf(pages);
  if (!built || !sameContent(built.content, content)) {
    built = { content, index: createSearchIndex([...builtinDocuments(), ...menuDocuments(pages)]) };
  }
  return built.index;
}

/** The best `limit` hits for a query (already read with readSearchQuery); none for an empty one. */
export async function searchSite(query: string, limit: number): Promise<SearchHit[]> {
  if (!query) return [];
  return (await currentIndex()).search(query, limit);
}
