// The blog list family of one layout: `/blog?category=&tag=&page=` and its two other layouts. The
// filter and page are read from the query (one value each, a plain page number), and the proxy
// rewrites the address to `/blog-list/{query}`, one path segment, so each list page is cached.
import { BLOG_LAYOUTS, type BlogLayout } from './blog-layouts';
import type { Address, Family } from './family';
import { queryToSegment } from './query-segment';

export type BlogListParams = { layout: BlogLayout; category: string | null; tag: string | null; page: number };

const PAGE_NUMBER = /^[1-9]\d{0,5}$/;

/** One value of a query key: absent (null), exactly one (the value), or a bad address (undefined). */
function single(query: URLSearchParams, key: string): string | null | undefined {
  const values = query.getAll(key);
  if (values.length === 0) return null;
  return values.length === 1 && values[0] ? values[0] : undefined;
}

export function blogList(layout: BlogLayout): Family<BlogListParams> {
  const { listSegment } = BLOG_LAYOUTS[layout];
  return {
    pattern: `/${listSegment}?category=&tag=&page=`,
    parse: ({ segments, query }: Address) => {
      if (segments.length !== 1 || segments[0] !== listSegment) return null;
      const [category, tag, page] = [single(query, 'category'), single(query, 'tag'), single(query, 'page')];
      if (category === undefined || tag === undefined || page === undefined) return null;
      if (page !== null && !PAGE_NUMBER.test(page)) return null;
      return { layout, category, tag, page: page === null ? 1 : Number(page) };
    },
    href: ({ category, tag, page }) => {
      const query = new URLSearchParams();
      if (category) query.set('category', category);
      if (tag) query.set('tag', tag);
      if (page > 1) query.set('page', String(page));
      return query.size > 0 ? `/${listSegment}?${query.toString()}` : `/${listSegment}`;
    },
    // The query becomes one path segment, so each list page is rendered once and cached.
    target: ({ category, tag, page }) => {
      const query = new URLSearchParams({ layout, page: String(page) });
      if (category) query.set('category', category);
      if (tag) query.set('tag', tag);
      return `/blog-list/${queryToSegment(query)}`;
    },
  };
}
