// The events calendar feed, so supporters can subscribe and see every event in their calendar app.
import { events } from '@/content/events';
import { CALENDAR_CONTENT_TYPE, eventsCalendar } from '@/lib/feeds/events-calendar';
import { feedResponse } from '@/lib/feeds/feed-response';
import { getSiteContext } from '@/lib/seo/site-origin';

/** Cached like `/feed.xml` (see there): calendar apps poll it. */
export const dynamic = 'force-static';

/** Every event as one iCalendar file that calendar apps can subscribe to. */
export async function GET(): Promise<Response> {
  const { settings, origin } = await getSiteContext();
  return feedResponse(eventsCalendar(events, { name: settings.siteName, origin }), CALENDAR_CONTENT_TYPE);
}
