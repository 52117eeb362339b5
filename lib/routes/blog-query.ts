// A blog list address made real: the posts of its filter and page, or null when the category or
// tag is unknown, no post has both, or the page is past the end (the address is a 404).
import {
  BLOG_PAGE_SIZE,
  blogCategories,
  blogTags,
  filterBlogPosts,
  type BlogCategory,
  type BlogPost,
} from '@/content/blog';
import { pageCount } from '@/content/paging';
import type { BlogListParams } from './blog-list-family';

export type BlogListing = BlogListParams & { pageCount: number; posts: readonly BlogPost[] };

function isCategory(value: string): value is BlogCategory {
  return (blogCategories as readonly string[]).includes(value);
}

export function blogListing(params: BlogListParams): BlogListing | null {
  const { category, tag, page } = params;
  if (category !== null && !isCategory(category)) return null;
  if (tag !== null && !blogTags.includes(tag)) return null;
  const matching = filterBlogPosts({ category: category ?? undefined, tag: tag ?? undefined });
  // An empty filtered list would be a page with nothing on it for search engines to index.
  if (matching.length === 0 && (category !== null || tag !== null)) return null;
  const pages = pageCount(matching.length, BLOG_PAGE_SIZE);
  if (page > pages) return null;
  return { ...params, pageCount: pages, posts: matching.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE) };
}
