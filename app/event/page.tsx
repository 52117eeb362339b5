// `/event`: the grid of upcoming events, drawn from the built-in events (no loader: no id to check).
import type { Metadata } from 'next';
import { eventsCalendarAlternates } from '@/lib/feeds/feed-links';
import { pageMetadata } from '@/lib/routes/page-metadata';
import { routes } from '@/lib/routes/table';
import { events } from '@/content/events';
import { FIXED_PAGES } from '@/content/fixed-pages';
import { EventCard } from '@/components/events/EventCard';
import { CardListPage } from '@/components/ui/CardListPage';

/** The product's event grid shows the first three events. */
const LISTED_EVENTS = events.slice(0, 3);

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    ...FIXED_PAGES.events,
    path: routes.events.href({}),
    feeds: await eventsCalendarAlternates(),
  });
}

export default function EventsPage() {
  return (
    <CardListPage
      title={FIXED_PAGES.events.title}
      lead={FIXED_PAGES.events.lead}
      label="Events"
      items={LISTED_EVENTS.map((event, position) => ({
        key: String(event.id),
        node: <EventCard event={event} priority={position === 0} />,
      }))}
      more={{ href: routes.moreEvents.href({}), label: FIXED_PAGES.moreEvents.title }}
    />
  );
}
