import { blogPosts } from '@/content/blog';
import { ATOM_CONTENT_TYPE, blogFeed } from '@/lib/feeds/blog-feed';
import { feedResponse } from '@/lib/feeds/feed-response';
import { getSiteContext } from '@/lib/seo/site-origin';

/**
 * The blog as an Atom feed. Answered per request (the settings read makes it dynamic) because its
 * links use the public origin of the running server, never one frozen at build; the posts are built in.
 */
export async function GET(): Promise<Response> {
  const { settings, origin } = await getSiteContext();
  const site = { name: settings.siteName, origin, logo: settings.logo, favicon: settings.favicon };
  return feedResponse(blogFeed(blogPosts, site), ATOM_CONTENT_TYPE);
}
