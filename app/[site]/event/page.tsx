// `/event`: the grid of upcoming events, drawn from the built-in events (no loader: no id to check).
import type { Metadata } from 'next';
import { eventsCalendarAlternates } from '@/lib/feeds/feed-links';
import { pageMetadata } from '@/lib/routes/page-metadata';
import { routes } from '@/lib/routes/table';
import { events } from '@/content/events';
import { EventCard } from '@/components/events/EventCard';
import { CardListPage } from '@/components/ui/CardListPage';

/** The product's event grid shows the first three events. */
const LISTED_EVENTS = events.slice(0, 3);

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Events',
    description: 'Fun runs, planting days, health fairs and more: come along, bring friends and support our work.',
    path: routes.events.href({}),
    feeds: await eventsCalendarAlternates(),
  });
}

export default function EventsPage() {
  return (
    <CardListPage
      title="Events"
      lead="Join us in person: every event raises money and brings neighbours together."
      label="Events"
      items={LISTED_EVENTS.map((event, position) => ({ key: String(event.id), node: <EventCard event={event} priority={position === 0} /> }))}
    />
  );
}
