import { BLOG_PAGE_SIZE, blogCategories, blogTags, filterBlogPosts, type BlogFilter, type BlogPost } from '@/content/blog';
import { pageCount, parsePageParam } from '@/content/paging';

export type SearchParams = Record<string, string | string[] | undefined>;

export type BlogListQuery = {
  filter: BlogFilter;
  page: number;
  pageCount: number;
  posts: readonly BlogPost[];
  /** The filter as a query string (`?category=Health`), or '' for the whole blog. */
  filterQuery: string;
};

/** A filter value: absent, or exactly one of the known values (anything else is a bad address). */
function pick<T extends string>(value: string | string[] | undefined, known: readonly T[]): T | undefined | null {
  if (value === undefined) return undefined;
  return typeof value === 'string' && (known as readonly string[]).includes(value) ? (value as T) : null;
}

/**
 * Reads a blog list's `?page=`, `?category=` and `?tag=`; null when any of them is malformed,
 * unknown or out of range (the page answers 404).
 */
export function parseBlogListQuery(params: SearchParams): BlogListQuery | null {
  const category = pick(params.category, blogCategories);
  const tag = pick(params.tag, blogTags);
  if (category === null || tag === null) return null;
  const filter: BlogFilter = { category, tag };
  const matching = filterBlogPosts(filter);
  const pages = pageCount(matching.length, BLOG_PAGE_SIZE);
  const page = parsePageParam(params.page, pages);
  if (page === null) return null;
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (tag) query.set('tag', tag);
  const filterQuery = query.size > 0 ? `?${query.toString()}` : '';
  return {
    filter,
    page,
    pageCount: pages,
    posts: matching.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE),
    filterQuery,
  };
}
