// Each page under `app/[site]/` gets its content through here, so pages stay a few lines and the
// rules for what an address shows live beside the route table.
import 'server-only';
import { notFound } from 'next/navigation';
import type { MenuItem } from '@/lib/cms';
import { getMenuIdByName, getMenuPage, type MenuPage } from '@/lib/cms';
import { resolveCompanyRoute, type CompanyRoute } from '@/lib/cms-pages/company';
import { blogListing, type BlogListing } from './blog-query';
import { builtInItems, type BuiltInFamily } from './built-in';
import { listsCompanies } from './company-menus';
import { decodeSegment, parseId } from './ids';
import { segmentToQuery } from './query-segment';
import { BLOG_LAYOUTS, BLOG_LAYOUT_KEYS } from './blog-layouts';
import { COMPANY_SEGMENT } from './menu-segments';
import { sectionsLayoutOf, type SectionsLayout } from './section-pages';
import { blogRoutes, menuNameOf, routes } from './table';

// The loaders of the route table's families: what a page under `app/[site]/` shows for its params. A menu's
// page answers its own 404 (`notFound()`: status 404 with the whole 404 page for pages rendered whole, see the
// decision record in docs/architecture.md); the proxy has already 404'd unknown built-in ids.

type IdParams = Promise<{ id: string }>;

/** The built-in item (cause, event, post...) of a detail family (the proxy 404s unknown ids before this). */
export async function loadBuiltIn<K extends BuiltInFamily>(
  key: K,
  params: IdParams,
): Promise<NonNullable<ReturnType<(typeof builtInItems)[K]>>> {
  const { id } = await params;
  const parsed = parseId(id);
  const item = parsed === null ? undefined : builtInItems[key](parsed);
  if (item === undefined) notFound();
  return item as NonNullable<ReturnType<(typeof builtInItems)[K]>>;
}

/**
 * The page of menu `idParam` if `accepts` its menu; a 404 otherwise. While the tree has never been answered (a
 * first start with the service down) the menu is known by its id alone and drawn under `name` (`/about/2` ->
 * About), rather than every menu page becoming a 404.
 */
async function menuPageById(idParam: string, name: string, accepts: (menu: MenuItem) => boolean): Promise<MenuPage> {
  const id = parseId(idParam);
  const page = id === null ? null : await getMenuPage(id);
  if (id === null || page === null || (page.menuKnown && !accepts(page.menu))) notFound();
  if (page.menuKnown) return page;
  return { ...page, menu: { ...page.menu, name, href: routes.menu.hrefOf({ id, name }) } };
}

/** A fixed family's menu (`/mission/{id}`, `/home/{id}`): the menu of that name, whatever its capitals. */
const named = (segment: string) => (menu: MenuItem) => menu.name.toLowerCase() === segment;

/** The menu page of a family with a page of its own (`/home/{id}`, `/contact/{id}`, `/about/{id}`). */
export async function loadMenuPage(segment: 'home' | 'contact' | 'about', params: IdParams): Promise<MenuPage> {
  return menuPageById((await params).id, menuNameOf(segment), named(segment));
}

/** A menu page drawn from its layout's section list (`/about/{id}` … and any other menu, `/annual%20report/14`). */
export async function loadSectionsPage(
  params: Promise<{ layout: string; id: string; segment?: string[] }>,
): Promise<{ layout: SectionsLayout; page: MenuPage }> {
  const { layout: key, id, segment = [] } = await params;
  const layout = sectionsLayoutOf(key);
  if (!layout) notFound();
  if (key !== 'menu') return { layout, page: await menuPageById(id, menuNameOf(key), named(key)) };
  // Any menu: only at the one address the table builds for it (`/annual%20report/14`, not `/other/14`).
  const asked = segment.length === 1 ? decodeSegment(segment[0]!) : null;
  const atItsAddress = (menu: MenuItem) =>
    asked !== null && routes.menu.hrefOf(menu) === routes.menu.href({ id: menu.id, segment: asked });
  return { layout, page: await menuPageById(id, 'Page', atItsAddress) };
}

/** The menu page of a route without an id (`/`, `/contact`): the menu named exactly `name`, or null. */
export async function loadMenuPageByName(name: string): Promise<MenuPage | null> {
  const id = await getMenuIdByName(name);
  return id === null ? null : getMenuPage(id);
}

/**
 * `/company/{menu id}/{company?}`: the menu's company list, one company, or the Company menu's sections; a 404
 * for a menu without companies or a company it does not list (while the tree is unknown, the menu's sections).
 */
export async function loadCompanyPage(
  params: Promise<{ id: string; company?: string[] }>,
): Promise<{ page: MenuPage; route: Exclude<CompanyRoute, { kind: 'not-found' }> }> {
  const { id, company = [] } = await params;
  const page = await menuPageById(id, menuNameOf(COMPANY_SEGMENT), listsCompanies);
  const route = resolveCompanyRoute(page, company);
  if (route.kind !== 'not-found') return { page, route };
  if (page.menuKnown) notFound();
  return { page, route: { kind: 'menu' } };
}

/** A blog list (`/blog?category=&tag=&page=`), rendered at `/blog-list/{query}`. */
export async function loadBlogList(params: Promise<{ query: string }>): Promise<BlogListing> {
  const query = segmentToQuery((await params).query);
  const layout = BLOG_LAYOUT_KEYS.find((key) => key === query?.get('layout'));
  // The proxy wrote this segment from the family's own parse; reading it back through the same
  // parse keeps one rule for what a list address may hold.
  const listParams =
    layout && query ? blogRoutes[layout].list.parse({ segments: [BLOG_LAYOUTS[layout].listSegment], query }) : null;
  const listing = listParams && blogListing(listParams);
  if (!listing) throw new Error(`blog list ${(await params).query}: not a list page, yet the proxy let it through`);
  return listing;
}
