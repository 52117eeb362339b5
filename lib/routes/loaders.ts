// Each page under `app/` gets its content through here, so pages stay a few lines and the
// rules for what an address shows live beside the route table.
import { notFound } from 'next/navigation';
import 'server-only';
import { getMenuIdByName, getMenuPage, type MenuPage } from '@/lib/cms';
import { resolveCompanyRoute, type CompanyRoute } from '@/lib/cms-pages/company';
import { blogListing, type BlogListing } from './blog-query';
import { builtInItems, type BuiltInFamily } from './built-in';
import { parseId } from './ids';
import { segmentToQuery } from './query-segment';
import { BLOG_LAYOUTS, BLOG_LAYOUT_KEYS } from './blog-layouts';
import { COMPANY_SEGMENT } from './menu-segments';
import type { SectionsLayoutKey } from './section-pages';
import { blogRoutes, menuNameOf, routes } from './table';

// The loaders of the route table's families: what a page under `app/` shows for its params. The
// proxy alone decides whether an address is a page (lib/routes/resolve.ts): it rewrites only addresses
// whose item exists, so a loader never answers 404 (Next would send that with an empty body).

type IdParams = Promise<{ id: string }>;

/** The built-in item (cause, event, post...) of a detail family, which the proxy found before the page renders. */
export async function loadBuiltIn<K extends BuiltInFamily>(
  key: K,
  params: IdParams,
): Promise<NonNullable<ReturnType<(typeof builtInItems)[K]>>> {
  const { id } = await params;
  const parsed = parseId(id);
  const item = parsed === null ? undefined : builtInItems[key](parsed);
  if (item === undefined) throw new Error(`${key} ${id}: no such item, yet the proxy let it through`);
  return item as NonNullable<ReturnType<(typeof builtInItems)[K]>>;
}

/**
 * A menu's page, named `name` (the menu a fixed page stands for: `/about/2` -> About) while the page's own copy
 * of the menu tree does not know it: the service never answered its tree, or the tree changed since the proxy's check (a
 * menu just added). The proxy has checked the id against its copy; the page draws what its own copy has.
 */
async function menuPageById(idParam: string, name: string): Promise<MenuPage> {
  const id = parseId(idParam);
  if (id === null) throw new Error(`menu ${idParam}: no id, yet the proxy let it through`);
  const page = await getMenuPage(id);
  // The page's tree lacks an id the proxy let through: the proxy had no tree (restarted while the service is down).
  // A 404, if with Next's bare error page (vercel/next.js#62228), rather than an empty page kept as a 200.
  if (page === null) notFound();
  if (page.menuKnown) return page;
  return { ...page, menu: { ...page.menu, name, href: routes.menu.hrefOf({ id, name }) } };
}

/**
 * The menu page of a family with an id (`/home/{id}`, `/contact/{id}`, `/mission/{id}` …, and `/menu/{id}` for a
 * menu of any other name, `/annual%20report/14`).
 */
export async function loadMenuPage(
  segment: 'home' | 'contact' | SectionsLayoutKey,
  params: IdParams,
): Promise<MenuPage> {
  return menuPageById((await params).id, segment === 'menu' ? 'Page' : menuNameOf(segment));
}

/** The menu page of a route without an id (`/`, `/contact`): the menu named exactly `name`, or null. */
export async function loadMenuPageByName(name: string): Promise<MenuPage | null> {
  const id = await getMenuIdByName(name);
  return id === null ? null : getMenuPage(id);
}

/**
 * `/company/{menu id}/{company?}`: the menu's company list, one company, or the Company menu's sections. Where
 * the menu's answer knows no such company (it changed since the proxy's check), the menu's own sections.
 */
export async function loadCompanyPage(
  params: Promise<{ id: string; company?: string[] }>,
): Promise<{ page: MenuPage; route: Exclude<CompanyRoute, { kind: 'not-found' }> }> {
  const { id, company = [] } = await params;
  const page = await menuPageById(id, menuNameOf(COMPANY_SEGMENT));
  const route = resolveCompanyRoute(page, company);
  return { page, route: route.kind === 'not-found' ? { kind: 'menu' } : route };
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
