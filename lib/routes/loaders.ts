// Each page under `app/[site]/` gets its content through here, so pages stay a few lines and the
// rules for what an address shows live beside the route table.
import 'server-only';
import { notFound } from 'next/navigation';
import { getMenuIdByName, getMenuPage, type MenuPage } from '@/lib/cms';
import { resolveCompanyRoute, type CompanyRoute } from '@/lib/cms-pages/company';
import { blogListing, type BlogListing } from './blog-query';
import { builtInItems, type BuiltInFamily } from './built-in';
import { parseId } from './ids';
import { segmentToQuery } from './query-segment';
import { BLOG_LAYOUTS, BLOG_LAYOUT_KEYS } from './blog-layouts';
import { blogRoutes, menuNameOf, routes, type MenuSegment } from './table';

// The loaders of the route table's families: what a page under `app/[site]/` shows for its
// params. The proxy has already answered 404 for every address whose item does not exist, so the
// notFound() calls here only catch content that changed between the two.

type IdParams = Promise<{ id: string }>;

/** The built-in item (cause, event, post...) of a detail family. */
export async function loadBuiltIn<K extends BuiltInFamily>(key: K, params: IdParams): Promise<NonNullable<ReturnType<(typeof builtInItems)[K]>>> {
  const id = parseId((await params).id);
  const item = id === null ? undefined : builtInItems[key](id);
  if (item === undefined) notFound();
  return item as NonNullable<ReturnType<(typeof builtInItems)[K]>>;
}

async function menuPageById(idParam: string): Promise<MenuPage> {
  const id = parseId(idParam);
  const page = id === null ? null : await getMenuPage(id);
  if (!page) notFound();
  return page;
}

/**
 * While the service has never answered its menu tree, a page cannot check its id: it trusts the
 * address and takes its name from it (`/about/2` -> About), so visitors get the page's frame and
 * whatever content did answer, not a 404.
 */
function namedAfter(page: MenuPage, segment: string): MenuPage {
  const name = menuNameOf(segment);
  return { ...page, menu: { ...page.menu, name, href: routes.menu.hrefOf({ id: page.menu.id, name }) } };
}

/**
 * The menu page of a fixed family (`/about/{id}`): the menu of that name, which the proxy has checked
 * against its own copy of the menu tree before the page renders. When the page's copy names the menu
 * otherwise, the two copies disagree for a moment (they are refreshed apart, and a proxy that has no
 * tree yet lets any id through): the page is drawn as its own copy knows it (its name, its canonical
 * address) rather than a notFound() here, which gives Next's empty 404 shell and then a not-found page
 * cached as a 200 until the next render.
 */
export async function loadMenuPage(segment: MenuSegment | 'home', params: IdParams): Promise<MenuPage> {
  const page = await menuPageById((await params).id);
  return page.menuKnown ? page : namedAfter(page, segment);
}

/** A menu with no family of its own (`/annual%20report/14`, rendered at `/menu/{id}`). */
export async function loadGenericMenuPage(params: IdParams): Promise<MenuPage> {
  const page = await menuPageById((await params).id);
  return page.menuKnown ? page : namedAfter(page, 'Page');
}

/** The menu page of a route without an id (`/`, `/contact`): the menu named exactly `name`, or null. */
export async function loadMenuPageByName(name: string): Promise<MenuPage | null> {
  const id = await getMenuIdByName(name);
  return id === null ? null : getMenuPage(id);
}

/** `/company/{menu id}/{company?}`: the menu's company list, one company, or the Company menu's sections. */
export async function loadCompanyPage(params: Promise<{ id: string; company?: string[] }>): Promise<{ page: MenuPage; route: Exclude<CompanyRoute, { kind: 'not-found' }> }> {
  const { id, company = [] } = await params;
  const page = await menuPageById(id);
  const route = resolveCompanyRoute(page, company);
  if (route.kind === 'not-found') notFound();
  return { page, route };
}

/** A blog list (`/blog?category=&tag=&page=`), rendered at `/blog-list/{query}`. */
export async function loadBlogList(params: Promise<{ query: string }>): Promise<BlogListing> {
  const query = segmentToQuery((await params).query);
  const layout = BLOG_LAYOUT_KEYS.find((key) => key === query?.get('layout'));
  // The proxy wrote this segment from the family's own parse; reading it back through the same
  // parse keeps one rule for what a list address may hold.
  const listParams = layout && query ? blogRoutes[layout].list.parse({ segments: [BLOG_LAYOUTS[layout].listSegment], query }) : null;
  const listing = listParams && blogListing(listParams);
  if (!listing) notFound();
  return listing;
}
