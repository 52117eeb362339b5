// Pages announce the site's feeds (`<link rel="alternate">`) so readers and calendar apps find them:
// the blog pages its Atom feed, the event pages the events calendar.
import { getSiteContext } from '@/lib/seo/site-origin';
import { absoluteUrl } from '@/lib/seo/absolute-url';
import { routes } from '@/lib/routes/table';
import { ATOM_TYPE, blogFeedTitle } from './blog-feed';

type FeedAlternates = { types: Record<string, { url: string; title: string }[]> };

/** The `alternates` entry of a page's metadata naming one feed of the site by its absolute URL. */
async function feedAlternates(type: string, path: string, titleOf: (siteName: string) => string): Promise<FeedAlternates> {
  const { settings, origin } = await getSiteContext();
  return { types: { [type]: [{ url: absoluteUrl(path, origin), title: titleOf(settings.siteName) }] } };
}

export function blogFeedAlternates(): Promise<FeedAlternates> {
  return feedAlternates(ATOM_TYPE, routes.blogFeed.href({}), blogFeedTitle);
}

/** Named like the calendar itself (events-calendar.ts), which calendar apps show as its title. */
export function eventsCalendarAlternates(): Promise<FeedAlternates> {
  return feedAlternates('text/calendar', routes.eventsCalendar.href({}), (siteName) => `${siteName} events`);
}
