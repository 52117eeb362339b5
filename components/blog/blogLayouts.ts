import type { SidebarSide } from '@/components/sidebar/WithSidebar';

export type BlogLayout = SidebarSide;

/** The three blog layouts: where their list and their post pages live. */
export const BLOG_LAYOUTS: Record<BlogLayout, { listPath: string; postPath: string; name: string }> = {
  right: { listPath: '/blog', postPath: '/blog-single', name: 'Blog' },
  left: { listPath: '/blog-left-sidebar', postPath: '/blog-single-left-sidebar', name: 'Blog (left sidebar)' },
  none: { listPath: '/blog-fullwidth', postPath: '/blog-single-fullwidth', name: 'Blog (full width)' },
};
