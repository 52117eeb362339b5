import { blogTags, getRecentPosts } from '@/content/blog';
import { formatDate } from '@/content/format';
import { CategoriesWidget } from '@/components/sidebar/CategoriesWidget';
import { SearchWidget } from '@/components/sidebar/SearchWidget';
import { TagsWidget } from '@/components/sidebar/TagsWidget';
import { ThumbListWidget } from '@/components/sidebar/ThumbListWidget';
import type { BlogLayout } from '@/lib/routes/blog-layouts';
import { blogListHref, blogRoutes } from '@/lib/routes/table';

/** Search, the 6 categories, recent posts and tags; links stay in the same blog layout. */
export function BlogSidebar({ layout }: { layout: BlogLayout }) {
  const postRoute = blogRoutes[layout].post;
  const recent = getRecentPosts(3).map((post) => ({
    key: String(post.id),
    href: postRoute.href({ id: post.id }),
    image: post.image,
    title: post.title,
    meta: formatDate(post.createdAt),
  }));
  const tags = blogTags.map((tag) => ({ label: tag, href: blogListHref(layout, { tag }) }));
  return (
    <>
      <SearchWidget id="blog-search" />
      <CategoriesWidget id="blog-categories" hrefOf={(category) => blogListHref(layout, { category })} />
      <ThumbListWidget id="blog-recent" title="Recent posts" items={recent} />
      <TagsWidget id="blog-tags" tags={tags} />
    </>
  );
}
