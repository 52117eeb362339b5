// The blog's three layouts share their posts and differ in where the sidebar sits; each has its
// own list and post addresses, declared here once for the route table and the views.

export type BlogLayout = 'right' | 'left' | 'none';

export const BLOG_LAYOUTS: Record<BlogLayout, { listSegment: string; postSegment: string; name: string }> = {
  right: { listSegment: 'blog', postSegment: 'blog-single', name: 'Blog' },
  left: { listSegment: 'blog-left-sidebar', postSegment: 'blog-single-left-sidebar', name: 'Blog (left sidebar)' },
  none: { listSegment: 'blog-fullwidth', postSegment: 'blog-single-fullwidth', name: 'Blog (full width)' },
};

export const BLOG_LAYOUT_KEYS = Object.keys(BLOG_LAYOUTS) as BlogLayout[];
