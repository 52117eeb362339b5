// The built-in events state a calendar date and a time range as people write it ("8:00 AM - 12:00 PM");
// calendars and structured data need instants. This is the one place that turns one into the other.
import { DateTime } from 'luxon';
import type { Event } from './schemas';

/** Built-in events take place at the organisation's venues in Bristol (see their coordinates), on UK time: their times are clock times there. */
export const EVENT_TIME_ZONE = 'Europe/London';

export type EventPeriod =
  | {
      allDay: false;
      start: Date;
      /** null when the time names only a start. */
      end: Date | null;
      /** ISO 8601 with the venue's offset, e.g. `2026-06-20T18:00:00+01:00`. */
      startIso: string;
      endIso: string | null;
    }
  /** A time that names no clock time ("All day", "TBC"): the event fills its date. */
  | { allDay: true; date: string };

type Clock = { hour: number; minute: number };

/** "8:00 AM", "8 pm", "12:30 p.m.", "18:30" -> hour and minute; anything else -> null. */
function parseClock(text: string): Clock | null {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(?:([ap])\.?\s*m\.?)?$/i.exec(text.trim());
  if (!match) return null;
  const [, h, m, meridiem] = match;
  const minute = Number(m ?? 0);
  if (minute > 59) return null;
  if (meridiem) {
    const hour = Number(h);
    if (hour < 1 || hour > 12) return null;
    return { hour: (hour % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0), minute };
  }
  // A 24-hour time needs its minutes: a bare "8" could be morning or evening.
  return m !== undefined && Number(h) <= 23 ? { hour: Number(h), minute } : null;
}

/**
 * The start and end of an event: its date with the clock times of its `time` ("8:00 AM - 12:00 PM",
 * "6 PM", "7:00 PM – 1:00 AM" ending the next day) in `timeZone`; all day when the time names none.
 */
export function eventPeriod(event: Pick<Event, 'date' | 'time'>, timeZone: string = EVENT_TIME_ZONE): EventPeriod {
  const [from, to, ...rest] = event.time.split(/\s*(?:-|–|—|\bto\b)\s*/i);
  const startClock = parseClock(from ?? '');
  const endClock = to === undefined ? null : parseClock(to);
  const day = DateTime.fromISO(event.date, { zone: timeZone });
  if (!startClock || !day.isValid || rest.length > 0 || (to !== undefined && !endClock)) {
    return { allDay: true, date: event.date };
  }
  const start = day.set({ ...startClock, second: 0, millisecond: 0 });
  let end = endClock ? day.set({ ...endClock, second: 0, millisecond: 0 }) : null;
  if (end && end <= start) end = end.plus({ days: 1 });
  const iso = (dt: DateTime) => dt.toISO({ suppressMilliseconds: true }) ?? event.date;
  return {
    allDay: false,
    start: start.toJSDate(),
    end: end?.toJSDate() ?? null,
    startIso: iso(start),
    endIso: end ? iso(end) : null,
  };
}
