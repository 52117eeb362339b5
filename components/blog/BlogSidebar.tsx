import { blogTags, getRecentPosts } from '@/content/blog';
import { formatDate } from '@/content/format';
import { CategoriesWidget } from '@/components/sidebar/CategoriesWidget';
import { SearchWidget } from '@/components/sidebar/SearchWidget';
import { TagsWidget } from '@/components/sidebar/TagsWidget';
import { ThumbListWidget } from '@/components/sidebar/ThumbListWidget';
import { BLOG_LAYOUTS, type BlogLayout } from './blogLayouts';

/** Search, the 6 categories, recent posts and tags; links stay in the same blog layout. */
export function BlogSidebar({ layout }: { layout: BlogLayout }) {
  const { listPath, postPath } = BLOG_LAYOUTS[layout];
  const recent = getRecentPosts(3).map((post) => ({
    key: String(post.id),
    href: `${postPath}/${post.id}`,
    image: post.image,
    title: post.title,
    meta: formatDate(post.createdAt),
  }));
  const tags = blogTags.map((tag) => ({ label: tag, href: `${listPath}?tag=${encodeURIComponent(tag)}` }));
  return (
    <>
      <SearchWidget id="blog-search" />
      <CategoriesWidget id="blog-categories" listPath={listPath} />
      <ThumbListWidget id="blog-recent" title="Recent posts" items={recent} />
      <TagsWidget id="blog-tags" tags={tags} />
    </>
  );
}
