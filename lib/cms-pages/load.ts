import 'server-only';
import { notFound } from 'next/navigation';
import { getMenuIdByName, getMenuPage, parseMenuId, type MenuPage } from '@/lib/cms';
import { decodeSegment, segmentNamesMenu } from './route';

/** The menu page of a route's `{id}`: a malformed id or one outside the menu tree is a 404. */
export async function menuPageFromParam(idParam: string): Promise<MenuPage> {
  const id = parseMenuId(idParam);
  if (id === null) notFound();
  const page = await getMenuPage(id);
  if (!page) notFound();
  return page;
}

/**
 * The menu page of `/{segment}/{id}`, which must be the menu the header links there (its name
 * lowercased is the segment: `About` -> `/about/{id}`); any other menu's id is a 404, so no two
 * addresses serve one menu and `/mission/{About's id}` never shows About.
 */
export async function menuPageAt(segment: string, idParam: string): Promise<MenuPage> {
  const page = await menuPageFromParam(idParam);
  if (!page.menuKnown) return namedAfterSegment(page, segment);
  if (!segmentNamesMenu(segment, page.menu.name)) notFound();
  return page;
}

/**
 * While the service has never answered its menu tree (down since this server started), a page
 * cannot check its id: it trusts the address and takes its name from it (`/about/2` -> About),
 * so visitors get the page's frame and whatever content did answer, not a 404.
 */
function namedAfterSegment(page: MenuPage, segment: string): MenuPage {
  const decoded = decodeSegment(segment);
  if (decoded === null) notFound();
  const name = decoded.charAt(0).toUpperCase() + decoded.slice(1);
  return { ...page, menu: { ...page.menu, name, href: `/${encodeURIComponent(decoded)}/${page.menu.id}` } };
}

/**
 * The menu page of a route without an `{id}` (`/`, `/home`, `/contact`): the menu named exactly
 * `name`. null when the tree has no such menu; the page then renders from built-in content.
 */
export async function menuPageByName(name: string): Promise<MenuPage | null> {
  const id = await getMenuIdByName(name);
  return id === null ? null : getMenuPage(id);
}
