import { causeTags } from '@/content/causes';
import { getRecentPosts } from '@/content/blog';
import { formatDate } from '@/content/format';
import { ContactWidget } from '@/components/sidebar/ContactWidget';
import { ProjectThumbsWidget } from '@/components/sidebar/ProjectThumbsWidget';
import { SearchWidget } from '@/components/sidebar/SearchWidget';
import { TagsWidget } from '@/components/sidebar/TagsWidget';
import { ThumbListWidget } from '@/components/sidebar/ThumbListWidget';
import { routes } from '@/lib/routes/table';

/** The product sends every event tag to the first cause. */
const tagLinks = causeTags.map((tag) => ({ label: tag, href: routes.cause.href({ id: 1 }) }));

/** The event page's sidebar: search, 3 related posts, 6 project pictures, tags and a contact link. */
export function EventSidebar() {
  const posts = getRecentPosts(3).map((post) => ({
    key: String(post.id),
    href: routes.blogPost.href({ id: post.id }),
    image: post.image,
    title: post.title,
    meta: formatDate(post.createdAt),
  }));
  return (
    <>
      <SearchWidget id="event-search" />
      <ThumbListWidget id="event-posts" title="Related posts" items={posts} />
      <ProjectThumbsWidget id="event-projects" />
      <TagsWidget id="event-tags" tags={tagLinks} />
      <ContactWidget id="event-contact-box" />
    </>
  );
}
