// What `/sitemap.xml` lists: every public page by its one canonical address, built by the route
// table's families (never by hand) and made absolute on the public origin. The account screens,
// search, the feeds and the 404 page are not pages to index, so they are not here.
import type { MetadataRoute } from 'next';
// The serializer behind Next's own `sitemap.ts` convention (which would build the file at build time).
import { resolveSitemap } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import { escapeUTF8 } from 'entities';
import { blogCategories, blogPosts, blogTags } from '@/content/blog';
import { causes } from '@/content/causes';
import { events } from '@/content/events';
import { projects } from '@/content/projects';
import { services } from '@/content/services';
import { teamMembers } from '@/content/team';
import type { MenuItem } from '@/lib/cms/types';
import { blogListing } from '@/lib/routes/blog-query';
import type { BuiltInFamily } from '@/lib/routes/built-in';
import { listsCompanies } from '@/lib/routes/company-menus';
import { canonicalMenuHref } from '@/lib/routes/menu-canonical';
import { routes } from '@/lib/routes/table';
import { walkMenus } from '@/lib/cms/menu';
import { absoluteUrl } from './absolute-url';

/** The companies a menu's page lists (`/company/{menu id}` and `/company/{menu id}/{name}`), for the menus that link them. */
export type MenuCompanies = { menuId: number; names: readonly string[] };

type Page = { path: string; lastModified?: string };

/** The detail families with a canonical address of their own, with every item they show. */
const DETAIL_PAGES: Partial<Record<BuiltInFamily, () => Page[]>> = {
  cause: () => causes.map(({ id }) => ({ path: routes.cause.href({ id }) })),
  event: () => events.map(({ id }) => ({ path: routes.event.href({ id }) })),
  project: () => projects.map(({ id }) => ({ path: routes.project.href({ id }) })),
  teamMember: () => teamMembers.map(({ id }) => ({ path: routes.teamMember.href({ id }) })),
  serviceDetail: () => services.map(({ id }) => ({ path: routes.serviceDetail.href({ id }) })),
  // The other two layouts show the same post under this canonical address.
  blogPost: () => blogPosts.map(({ id, createdAt }) => ({ path: routes.blogPost.href({ id }), lastModified: createdAt })),
};

/** Every page of the blog list, unfiltered and by each category and tag, each dated by its newest post. */
function blogListPages(): Page[] {
  const filters = [
    { category: null, tag: null },
    ...blogCategories.map((category) => ({ category, tag: null })),
    ...blogTags.map((tag) => ({ category: null, tag })),
  ];
  // The other two layouts list the same posts under these canonical addresses.
  return filters.flatMap((filter) => {
    const pageCount = blogListing({ layout: 'right', ...filter, page: 1 })?.pageCount ?? 0;
    const pages = Array.from({ length: pageCount }, (_, index) => ({ layout: 'right', ...filter, page: index + 1 }) as const);
    // A new post moves every page of its lists one post along: each page last changed with the list's newest post.
    const newest = pages.flatMap((params) => blogListing(params)?.posts.map((post) => post.createdAt) ?? []).sort().at(-1);
    return pages.map((params) => ({ path: routes.blog.href(params), ...(newest && { lastModified: newest }) }));
  });
}

function listPages(): Page[] {
  const fixed = [routes.causes, routes.events, routes.moreEvents, routes.projects, routes.testimonials, routes.donate, routes.volunteer, routes.contactDefault];
  return [...fixed.map((family) => ({ path: family.href({}) })), ...blogListPages()];
}

function menuPages(menus: readonly MenuItem[], companies: readonly MenuCompanies[]): Page[] {
  return [
    ...Array.from(walkMenus([...menus]), (menu) => ({ path: canonicalMenuHref(menu) })),
    ...companies.flatMap(({ menuId, names }) =>
      names.length === 0 ? [] : [null, ...names].map((company) => ({ path: routes.company.href({ id: menuId, company }) })),
    ),
  ];
}

/** Every public page once, home first, with absolute URLs on `origin`. */
export function sitemapEntries(menus: readonly MenuItem[], companies: readonly MenuCompanies[], origin: string): MetadataRoute.Sitemap {
  const pages: Page[] = [
    { path: routes.home.href({}) },
    ...menuPages(menus, companies),
    ...listPages(),
    ...Object.values(DETAIL_PAGES).flatMap((pagesOf) => pagesOf()),
  ];
  const seen = new Set<string>();
  return pages.flatMap(({ path, lastModified }) => {
    const url = absoluteUrl(path, origin);
    if (seen.has(url)) return [];
    seen.add(url);
    return [{ url, ...(lastModified && { lastModified }) }];
  });
}

/** The menus whose page links its companies: the home page (its carousel) and a menu named Company. */
export function menusListingCompanies(menus: readonly MenuItem[]): MenuItem[] {
  return Array.from(walkMenus([...menus])).filter(listsCompanies);
}

/**
 * The sitemap as XML (sitemaps.org 0.9). Next's serializer writes each address as it is, so a bare
 * `&` of a query (`/blog?tag=Children&page=2`) would make the whole file unreadable to a crawler: the
 * addresses are entity-escaped first, as the protocol asks.
 */
export function sitemapXml(menus: readonly MenuItem[], companies: readonly MenuCompanies[], origin: string): string {
  const entries = sitemapEntries(menus, companies, origin).map((entry) => ({ ...entry, url: escapeUTF8(entry.url) }));
  return resolveSitemap(entries);
}
