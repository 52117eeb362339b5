// The blog as an Atom feed (`/feed.xml`), so readers can follow it; built with the `feed` library.
import { Feed } from 'feed';
import type { BlogPost } from '@/content/blog';
import { absoluteUrl } from '@/lib/seo/absolute-url';
import { blogListHref, routes } from '@/lib/routes/table';
import { publishedAt } from '@/content/post-dates';

export const ATOM_TYPE = 'application/atom+xml';
export const ATOM_CONTENT_TYPE = `${ATOM_TYPE}; charset=utf-8`;

export type FeedSite = { name: string; origin: string; logo: string | null; favicon: string };

/** The feed's own title, also shown by browsers and readers that find it from a blog page. */
export function blogFeedTitle(siteName: string): string {
  return `${siteName} blog`;
}

/** Every post, newest first, with its title, absolute link, date, summary, author, category and picture. */
export function blogFeed(posts: readonly BlogPost[], site: FeedSite): string {
  const url = (path: string) => absoluteUrl(path, site.origin);
  const newestFirst = [...posts].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const feed = new Feed({
    id: url(blogListHref('right')),
    title: blogFeedTitle(site.name),
    description: `News and stories from ${site.name}.`,
    link: url(blogListHref('right')),
    feedLinks: { atom: url(routes.blogFeed.href({})) },
    language: 'en',
    // The newest post's date, not the time of the request: an unchanged blog gives an unchanged feed.
    updated: newestFirst[0] ? publishedAt(newestFirst[0]) : new Date(0),
    ...(site.logo ? { image: url(site.logo) } : {}),
    favicon: url(site.favicon),
    copyright: `© ${site.name}`,
    generator: false,
  });
  for (const post of newestFirst) {
    const link = url(routes.blogPost.href({ id: post.id }));
    feed.addItem({
      id: link,
      link,
      title: post.title,
      date: publishedAt(post),
      published: publishedAt(post),
      description: post.description,
      author: [{ name: post.author }],
      category: [{ term: post.category, name: post.category }],
      image: url(post.image),
    });
  }
  return feed.atom1();
}
