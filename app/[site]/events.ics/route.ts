// The events calendar feed, so supporters can subscribe and see every event in their calendar app.
import { events } from '@/content/events';
import { CALENDAR_CONTENT_TYPE, eventsCalendar } from '@/lib/feeds/events-calendar';
import { feedResponse } from '@/lib/feeds/feed-response';
import { renderOnDemand } from '@/lib/routes/render-on-demand';
import { forThisSite } from '@/lib/routes/this-site-handler';
import { getSiteContext } from '@/lib/seo/site-origin';

/** `/events.ics`, rewritten here and cached like `/feed.xml` (see there): calendar apps poll it. */
export const generateStaticParams = renderOnDemand;

/** Every event as one iCalendar file that calendar apps can subscribe to. */
export const GET = forThisSite(async (): Promise<Response> => {
  const { settings, origin } = await getSiteContext();
  return feedResponse(eventsCalendar(events, { name: settings.siteName, origin }), CALENDAR_CONTENT_TYPE);
});
