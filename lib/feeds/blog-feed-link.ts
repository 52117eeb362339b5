// Blog pages announce the feed (`<link rel="alternate" type="application/atom+xml">`) so readers find it.
import { getSiteContext } from '@/lib/seo/site-origin';
import { absoluteUrl } from '@/lib/seo/absolute-url';
import { routes } from '@/lib/routes/table';
import { ATOM_TYPE, blogFeedTitle } from './blog-feed';

type FeedAlternates = { types: Record<string, { url: string; title: string }[]> };

/** The `alternates` entry of a blog page's metadata that names the feed by its absolute URL. */
export async function blogFeedAlternates(): Promise<FeedAlternates> {
  const { settings, origin } = await getSiteContext();
  return { types: { [ATOM_TYPE]: [{ url: absoluteUrl(routes.blogFeed.href({}), origin), title: blogFeedTitle(settings.siteName) }] } };
}
