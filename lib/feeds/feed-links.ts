// Pages announce the site's feeds (`<link rel="alternate">`) so readers and calendar apps find them:
// the blog pages its Atom feed, the event pages the events calendar.
import { getSiteContext } from '@/lib/seo/site-origin';
import { absoluteUrl } from '@/lib/seo/absolute-url';
import { routes } from '@/lib/routes/table';
import { ATOM_TYPE, blogFeedTitle } from './blog-feed';
import { CALENDAR_TYPE, eventsCalendarTitle } from './events-calendar';

/** The `alternates.types` of a page's metadata: a feed's absolute URL and title, by MIME type. */
export type FeedAlternates = Record<string, { url: string; title: string }[]>;

async function feedAlternates(
  type: string,
  path: string,
  titleOf: (siteName: string) => string,
): Promise<FeedAlternates> {
  const { settings, origin } = await getSiteContext();
  return { [type]: [{ url: absoluteUrl(path, origin), title: titleOf(settings.siteName) }] };
}

export function blogFeedAlternates(): Promise<FeedAlternates> {
  return feedAlternates(ATOM_TYPE, routes.blogFeed.href({}), blogFeedTitle);
}

export function eventsCalendarAlternates(): Promise<FeedAlternates> {
  return feedAlternates(CALENDAR_TYPE, routes.eventsCalendar.href({}), eventsCalendarTitle);
}
