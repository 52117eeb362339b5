// The events as iCalendar (RFC 5545) files: the whole programme (`/events.ics`) and one event per download.
import ical, { escape, ICalCalendarMethod, type ICalCalendar } from 'ical-generator';
import type { Event } from '@/content/events';
import { venueAndAddress } from '@/content/event-address';
import { eventPeriod } from '@/content/event-times';
import { startOfUtcDay } from '@/content/utc-day';
import { absoluteUrl } from '@/lib/seo/absolute-url';
import { routes } from '@/lib/routes/table';

export const CALENDAR_TYPE = 'text/calendar';
export const CALENDAR_CONTENT_TYPE = `${CALENDAR_TYPE}; charset=utf-8`;

/** The programme's own title, also shown by apps that find it from an event page. */
export function eventsCalendarTitle(siteName: string): string {
  return `${siteName} events`;
}

/**
 * How often a subscribed calendar app should fetch `/events.ics` again (REFRESH-INTERVAL, RFC 7986, and
 * Outlook's X-PUBLISHED-TTL): twelve hours, since the programme changes with a deployment and the HTTP answer
 * may be kept an hour. Without it apps pick their own pace, some only once a week.
 */
export const CALENDAR_REFRESH_SECONDS = 12 * 60 * 60;

export type CalendarSite = {
  name: string;
  origin: string;
  /** DTSTAMP: when this copy of the calendar was made (now, unless a test fixes it). */
  now?: Date;
};

function calendar(name: string): ICalCalendar {
  // The library escapes event text but writes the calendar's NAME as given: a site name from the
  // service with `;`, `,` or a line break must not end the property. PRODID names the software.
  return ical({
    name: escape(name, false),
    prodId: { company: 'charity-site', product: 'Events', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
}

function addEvent(cal: ICalCalendar, event: Event, site: CalendarSite): void {
  const period = eventPeriod(event);
  const url = absoluteUrl(routes.event.href({ id: event.id }), site.origin);
  cal.createEvent({
    // The same UID in the feed and the single download, so a calendar app keeps one copy.
    id: `event-${event.id}@${new URL(site.origin).host}`,
    stamp: site.now ?? new Date(),
    ...(period.allDay
      ? { start: startOfUtcDay(period.date), allDay: true }
      : { start: period.start, end: period.end ?? undefined }),
    summary: event.title,
    description: `${event.text}\n\n${url}`,
    location: venueAndAddress(event),
    url,
  });
}

/** The calendar's text; RFC 5545 ends every content line, the last one too, with CRLF (the library leaves the last bare). */
function serialize(cal: ICalCalendar): string {
  const text = cal.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

/** Every event of `events` in one calendar named after the organisation. */
export function eventsCalendar(events: readonly Event[], site: CalendarSite): string {
  const cal = calendar(eventsCalendarTitle(site.name));
  cal.ttl(CALENDAR_REFRESH_SECONDS);
  for (const event of events) addEvent(cal, event, site);
  return serialize(cal);
}

/** A calendar holding just `event`, for the "Add to calendar" download. */
export function eventCalendar(event: Event, site: CalendarSite): string {
  const cal = calendar(event.title);
  addEvent(cal, event, site);
  return serialize(cal);
}
