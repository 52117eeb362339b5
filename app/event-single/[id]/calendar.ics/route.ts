// The "Add to calendar" download of one event, for visitors who want it in their own calendar app.
import { getEventById } from '@/content/events';
import { eventCalendarFilename } from '@/lib/feeds/event-calendar-filename';
import { CALENDAR_CONTENT_TYPE, eventCalendar } from '@/lib/feeds/events-calendar';
import { feedResponse } from '@/lib/feeds/feed-response';
import { parseId } from '@/lib/routes/ids';
import { plainAnswer } from '@/lib/routes/methods';
import { getSiteContext } from '@/lib/seo/site-origin';

type Context = { params: Promise<{ id: string }> };

/** One event as an .ics download ("Add to calendar"); 404 for an unknown or malformed id, as the event page. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const id = parseId((await params).id);
  const event = id === null ? undefined : getEventById(id);
  // The proxy answers an unknown event before this runs; kept for a request that reaches the handler directly.
  if (!event) return plainAnswer(404, 'Not Found');
  const { origin } = await getSiteContext();
  return feedResponse(eventCalendar(event, { name: event.title, origin }), CALENDAR_CONTENT_TYPE, {
    filename: eventCalendarFilename(event),
  });
}
