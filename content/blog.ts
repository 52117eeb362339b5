// The blog's categories and tags, and the lookups over its built-in posts (./blog-posts) that the blog
// pages, sidebars, search and feed use.
import { findById } from './lookup';
import { blogPosts } from './blog-posts';
import { BLOG_CATEGORIES, type BlogCategory, type BlogPost } from './schemas';

export type { BlogCategory, BlogPost } from './schemas';
export { blogPosts };

export const blogCategories: readonly BlogCategory[] = BLOG_CATEGORIES;

export const blogTags: readonly string[] = [
  'Clean Water',
  'Children',
  'Donations',
  'Fundraising',
  'Health Care',
  'Volunteers',
  'Climate',
  'Food',
  'Shelter',
  'Stories',
];

export const BLOG_PAGE_SIZE = 4;

export function getBlogPostById(id: number): BlogPost | undefined {
  return findById(blogPosts, id);
}

/** By date, the newest first; posts of one day by id, the later first. */
function newestFirst(a: BlogPost, b: BlogPost): number {
  return b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
}

/** Most recent posts first (by createdAt). */
export function getRecentPosts(limit = 3): readonly BlogPost[] {
  return [...blogPosts].sort(newestFirst).slice(0, limit);
}

export function getPostsByCategory(category: BlogCategory): readonly BlogPost[] {
  return blogPosts.filter((p) => p.category === category);
}

export type BlogFilter = { category?: BlogCategory; tag?: string };

/** Posts matching every given filter (all posts when none is given), newest first, as a blog's readers expect. */
export function filterBlogPosts({ category, tag }: BlogFilter): readonly BlogPost[] {
  return blogPosts
    .filter((p) => (!category || p.category === category) && (!tag || p.tags.includes(tag)))
    .sort(newestFirst);
}
