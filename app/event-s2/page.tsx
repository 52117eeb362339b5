// `/event-s2`: the second events layout, a row list of the next built-in events after those on `/event`.
import type { Metadata } from 'next';
import { eventsCalendarAlternates } from '@/lib/feeds/feed-links';
import { pageMetadata } from '@/lib/routes/page-metadata';
import { routes } from '@/lib/routes/table';
import { FIXED_PAGES } from '@/content/fixed-pages';
import { events } from '@/content/events';
import { EventCard } from '@/components/events/EventCard';
import { PageHeading } from '@/components/ui/PageHeading';
import styles from './page.module.css';

/** The second event layout shows events 4 to 6. */
const LISTED_EVENTS = events.slice(3, 6);

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    ...FIXED_PAGES.moreEvents,
    path: routes.moreEvents.href({}),
    feeds: await eventsCalendarAlternates(),
  });
}

export default function EventsSecondLayoutPage() {
  return (
    <>
      <PageHeading
        title={FIXED_PAGES.moreEvents.title}
        crumbs={[{ href: routes.events.href({}), label: FIXED_PAGES.events.title }]}
        lead={FIXED_PAGES.moreEvents.lead}
      />
      <section className="section" aria-label="Events">
        <div className="container">
          <ul className={styles.list} aria-label="Events">
            {LISTED_EVENTS.map((event, position) => (
              <li key={event.id}>
                <EventCard event={event} layout="row" priority={position === 0} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
