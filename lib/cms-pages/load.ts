import 'server-only';
import { notFound } from 'next/navigation';
import { getMenuIdByName, getMenuPage, parseMenuId, type MenuPage } from '@/lib/cms';
import { segmentNamesMenu } from './route';

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
  if (!segmentNamesMenu(segment, page.menu.name)) notFound();
  return page;
}

/**
 * The menu page of a route without an `{id}` (`/`, `/home`, `/contact`): the menu named exactly
 * `name`. null when the tree has no such menu; the page then renders from built-in content.
 */
export async function menuPageByName(name: string): Promise<MenuPage | null> {
  const id = await getMenuIdByName(name);
  return id === null ? null : getMenuPage(id);
}
