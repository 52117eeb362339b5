// Tells a visitor what happens when on the day of an event.
import { eventScheduleSteps, type Event } from '@/content/events';
import { addressLine } from '@/content/event-address';
import { formatDate } from '@/content/format';
import styles from './EventSchedule.module.css';

/** The "Event Schedule" tab: the date, time and place, then the running order of the day. */
export function EventSchedule({ event }: { event: Event }) {
  return (
    <div>
      <dl className={styles.facts}>
        <div>
          <dt>Date</dt>
          <dd>
            <time dateTime={event.date}>{formatDate(event.date)}</time>
          </dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{event.time}</dd>
        </div>
        <div>
          <dt>Venue</dt>
          <dd>
            {event.location}
            <br />
            {addressLine(event)}
          </dd>
        </div>
      </dl>
      {/* The steps are <h3>s under this heading, so the levels run in order after the page's <h1>. */}
      <h2 className="visually-hidden">Running order</h2>
      <ol className={styles.steps}>
        {eventScheduleSteps.map((step) => (
          <li key={step.id}>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
