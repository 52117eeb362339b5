// The blog's Atom feed, for readers who follow the site in a feed reader.
import { blogPosts } from '@/content/blog';
import { ATOM_CONTENT_TYPE, blogFeed } from '@/lib/feeds/blog-feed';
import { feedResponse } from '@/lib/feeds/feed-response';
import { renderOnDemand } from '@/lib/routes/render-on-demand';
import { forThisSite } from '@/lib/routes/this-site-handler';
import { getSiteContext } from '@/lib/seo/site-origin';

/**
 * `/feed.xml` (the proxy rewrites it here, under the content service's key, as it does the sitemap): built on
 * its first request, since its links use the public origin of the running server, never one frozen at build,
 * then served from Next's cache like the pages; feed readers poll it, and a spike of them renders nothing.
 */
export const generateStaticParams = renderOnDemand;

/** The blog as an Atom feed; the posts are built in, the site's name and pictures come from its settings. */
export const GET = forThisSite(async (): Promise<Response> => {
  const { settings, origin } = await getSiteContext();
  const site = { name: settings.siteName, origin, logo: settings.logo, favicon: settings.favicon };
  return feedResponse(blogFeed(blogPosts, site), ATOM_CONTENT_TYPE);
});
