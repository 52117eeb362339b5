// The name an event's .ics download is saved under, shared by the link and the route's header.
import type { Event } from '@/content/events';

/** The title in lower-case ASCII words (`spring-charity-fun-run.ics`); `event-{id}.ics` when none are left. */
export function eventCalendarFilename(event: Pick<Event, 'id' | 'title'>): string {
  const slug = event.title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || `event-${event.id}`}.ics`;
}
