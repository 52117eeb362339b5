// What `/sitemap.xml` lists: every family the route table marks `listed`, each page by its one canonical
// address, made absolute on the public origin. The account screens, search, the feeds and the 404 page
// are not pages to index, so the table does not mark them.
import type { MetadataRoute } from 'next';
import { escapeUTF8 } from 'entities';
import { blogCategories, blogPosts, blogTags } from '@/content/blog';
import { causes } from '@/content/causes';
import { events } from '@/content/events';
import { projects } from '@/content/projects';
import { services } from '@/content/services';
import { teamMembers } from '@/content/team';
import type { MenuItem } from '@/lib/cms/types';
import { blogListing } from '@/lib/routes/blog-query';
import { listsCompanies } from '@/lib/routes/company-menus';
import type { Family } from '@/lib/routes/family';
import { routes, type RouteKey } from '@/lib/routes/table';
import { walkMenus } from '@/lib/cms/reshape';
import { absoluteUrl } from './absolute-url';

/** The companies a menu's page lists (`/company/{menu id}` and `/company/{menu id}/{name}`), for the menus that link them. */
export type MenuCompanies = { menuId: number; names: readonly string[] };

type Page = { path: string; lastModified?: string };

/** Every item of the built-in families the table lists item by item. */
const ITEMS: Partial<Record<RouteKey, () => readonly { id: number; createdAt?: string }[]>> = {
  cause: () => causes,
  event: () => events,
  project: () => projects,
  teamMember: () => teamMembers,
  serviceDetail: () => services,
  blogPost: () => blogPosts,
};

/** Every page of the blog list, unfiltered and by each category and tag, each dated by its newest post. */
function blogListPages(): Page[] {
  const filters = [
    { category: null, tag: null },
    ...blogCategories.map((category) => ({ category, tag: null })),
    ...blogTags.map((tag) => ({ category: null, tag })),
  ];
  return filters.flatMap((filter) => {
    const pageCount = blogListing({ layout: 'right', ...filter, page: 1 })?.pageCount ?? 0;
    const pages = Array.from(
      { length: pageCount },
      (_, index) => ({ layout: 'right', ...filter, page: index + 1 }) as const,
    );
    // A new post moves every page of its lists one post along: each page last changed with the list's newest post.
    const newest = pages
      .flatMap((params) => blogListing(params)?.posts.map((post) => post.createdAt) ?? [])
      .sort()
      .at(-1);
    return pages.map((params) => ({ path: routes.blog.href(params), ...(newest && { lastModified: newest }) }));
  });
}

/** The pages of one family of the route table, as its `listed` says. */
function pagesOf(key: RouteKey, menus: readonly MenuItem[], companies: readonly MenuCompanies[]): Page[] {
  // The table is a record of differently typed families; each listed kind is read with its own params.
  const family = routes[key] as Family<unknown>;
  switch (family.listed) {
    case 'page':
      return [{ path: family.href({}) }];
    case 'items':
      return (ITEMS[key]?.() ?? []).map(({ id, createdAt }) => ({
        path: family.href({ id }),
        ...(createdAt && { lastModified: createdAt }),
      }));
    case 'blog pages':
      return blogListPages();
    case 'menus':
      return Array.from(walkMenus([...menus]), (menu) => ({ path: routes.menu.canonicalHrefOf(menu) }));
    case 'companies':
      return companies.flatMap(({ menuId, names }) =>
        names.length === 0
          ? []
          : [null, ...names].map((company) => ({ path: routes.company.href({ id: menuId, company }) })),
      );
    default:
      return [];
  }
}

/**
 * Every public page once, in the table's order (home first), with absolute URLs on `origin`. Each address is
 * entity-escaped, as the sitemap protocol asks: Next's `sitemap.ts` writes it as it is, so a bare `&` of a query
 * (`/blog?tag=Children&page=2`) would make the whole file unreadable to a crawler.
 */
export function sitemapEntries(
  menus: readonly MenuItem[],
  companies: readonly MenuCompanies[],
  origin: string,
): MetadataRoute.Sitemap {
  const pages = (Object.keys(routes) as RouteKey[]).flatMap((key) => pagesOf(key, menus, companies));
  const seen = new Set<string>();
  return pages.flatMap(({ path, lastModified }) => {
    const url = escapeUTF8(absoluteUrl(path, origin));
    if (seen.has(url)) return [];
    seen.add(url);
    return [{ url, ...(lastModified && { lastModified }) }];
  });
}

/** The menus whose page links its companies: the home page (its carousel) and a menu named Company. */
export function menusListingCompanies(menus: readonly MenuItem[]): MenuItem[] {
  return Array.from(walkMenus([...menus])).filter(listsCompanies);
}
