import 'server-only';
import { notFound } from 'next/navigation';
import { getMenuIdByName, getMenuPage, parseMenuId, type MenuPage } from '@/lib/cms';

/** The menu page of a route's `{id}`: a malformed id or one outside the menu tree is a 404. */
export async function menuPageFromParam(idParam: string): Promise<MenuPage> {
  const id = parseMenuId(idParam);
  if (id === null) notFound();
  const page = await getMenuPage(id);
  if (!page) notFound();
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
