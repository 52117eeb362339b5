// The blog's Atom feed, for readers who follow the site in a feed reader.
import { blogPosts } from '@/content/blog';
import { ATOM_CONTENT_TYPE, blogFeed } from '@/lib/feeds/blog-feed';
import { feedResponse } from '@/lib/feeds/feed-response';
import { getSiteContext } from '@/lib/seo/site-origin';

/**
 * Built on its first request (or at build) and then served from Next's cache like the pages: feed readers poll it,
 * and a spike of them renders nothing. Its links use the public origin of the running server (SITE_URL).
 */
export const dynamic = 'force-static';

/** The blog as an Atom feed; the posts are built in, the site's name and pictures come from its settings. */
export async function GET(): Promise<Response> {
  const { settings, origin } = await getSiteContext();
  const site = { name: settings.siteName, origin, logo: settings.logo, favicon: settings.favicon };
  return feedResponse(blogFeed(blogPosts, site), ATOM_CONTENT_TYPE);
}
