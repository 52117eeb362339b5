import { events } from '@/content/events';
import { CALENDAR_CONTENT_TYPE, eventsCalendar } from '@/lib/feeds/events-calendar';
import { feedResponse } from '@/lib/feeds/feed-response';
import { getSiteContext } from '@/lib/seo/site-origin';

/** Every event as one iCalendar file that calendar apps can subscribe to (dynamic for the same reason as /feed.xml). */
export async function GET(): Promise<Response> {
  const { settings, origin } = await getSiteContext();
  return feedResponse(eventsCalendar(events, { name: settings.siteName, origin }), CALENDAR_CONTENT_TYPE);
}
