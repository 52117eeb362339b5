// The date, time and place of an event, shared by its card and its page.
import type { Event } from '@/content/events';
import { formatDate } from '@/content/format';
import { MetaList } from '@/components/ui/MetaList';

/** When and where an event takes place. */
export function EventMeta({ event }: { event: Event }) {
  return (
    <MetaList
      items={[
        {
          key: 'date',
          node: (
            <>
              <span className="visually-hidden">Date: </span>
              <time dateTime={event.date}>{formatDate(event.date)}</time>
            </>
          ),
        },
        {
          key: 'time',
          node: (
            <>
              <span className="visually-hidden">Time: </span>
              {event.time}
            </>
          ),
        },
        {
          key: 'place',
          node: (
            <>
              <span className="visually-hidden">Place: </span>
              {event.location}
            </>
          ),
        },
      ]}
    />
  );
}
