// How an event appears in the event lists: enough to decide to go (picture, date, time, place, text)
// and the link to its page.
import Link from 'next/link';
import type { Event } from '@/content/events';
import { Card, CardText } from '@/components/ui/Card';
import { EventMeta } from './EventMeta';
import { routes } from '@/lib/routes/table';

type Props = {
  event: Event;
  /** `card`: picture above (the /event grid); `row`: picture beside, with a Learn More link (/event-s2). */
  layout?: 'card' | 'row';
  /** The first card of its list (see Card). */
  priority?: boolean;
};

/** One event: picture, date/time/place, title (the link) and its text. */
export function EventCard({ event, layout = 'card', priority = false }: Props) {
  const href = routes.event.href({ id: event.id });
  const row = layout === 'row';
  return (
    <Card
      priority={priority}
      id={`event-${event.id}`}
      title={event.title}
      href={href}
      image={event.image}
      sizes={row ? '(min-width: 767px) 40vw, 100vw' : undefined}
      layout={row ? 'row' : 'stack'}
      meta={<EventMeta event={event} />}
    >
      {/* Two lines in both layouts, as on every card: unclamped, the row layout's text runs longer on a phone. */}
      <CardText>{event.text}</CardText>
      {row && (
        <Link href={href} className="btn btn-outline">
          Learn More<span className="visually-hidden"> about {event.title}</span>
        </Link>
      )}
    </Card>
  );
}
