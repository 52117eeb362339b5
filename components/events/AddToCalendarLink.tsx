// Lets a visitor put an event in their own calendar in one click.
import type { Event } from '@/content/events';
import { eventCalendarFilename } from '@/lib/feeds/event-calendar-filename';
import { routes } from '@/lib/routes/table';
import styles from './AddToCalendarLink.module.css';

/**
 * Downloads the event as an .ics file that calendar apps open. A plain link, not next/link: the
 * file is not a page to prefetch or navigate to.
 */
export function AddToCalendarLink({ event }: { event: Pick<Event, 'id' | 'title'> }) {
  return (
    <a
      className={`btn btn-outline ${styles.link}`}
      href={routes.eventCalendar.href({ id: event.id })}
      download={eventCalendarFilename(event)}
      type="text/calendar"
    >
      Add to calendar<span className="visually-hidden"> for {event.title}</span>
    </a>
  );
}
