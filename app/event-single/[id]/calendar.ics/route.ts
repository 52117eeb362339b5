import { getEventById } from '@/content/events';
import { eventCalendarFilename } from '@/lib/feeds/event-calendar-filename';
import { CALENDAR_CONTENT_TYPE, eventCalendar } from '@/lib/feeds/events-calendar';
import { feedResponse } from '@/lib/feeds/feed-response';
import { getSiteContext } from '@/lib/seo/site-origin';

type Context = { params: Promise<{ id: string }> };

/** One event as an .ics download ("Add to calendar"); 404 for an unknown or malformed id, as the event page. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const event = getEventById((await params).id);
  if (!event) {
    return new Response('No such event.\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const { origin } = await getSiteContext();
  return feedResponse(eventCalendar(event, { name: event.title, origin }), CALENDAR_CONTENT_TYPE, { filename: eventCalendarFilename(event) });
}
