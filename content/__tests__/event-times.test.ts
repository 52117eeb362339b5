// Events land at the right time in a visitor's calendar: clock times at the venue with summer time,
// midnight and noon, overnight events, and all-day when a time cannot be read.
import { events } from '../events';
import { eventPeriod } from '../event-times';

describe('eventPeriod', () => {
  it('reads a morning range as clock times at the venue (GMT in winter)', () => {
    const period = eventPeriod({ date: '2026-03-14', time: '8:00 AM - 12:00 PM' });
    expect(period).toEqual({
      allDay: false,
      start: new Date('2026-03-14T08:00:00Z'),
      end: new Date('2026-03-14T12:00:00Z'),
      startIso: '2026-03-14T08:00:00+00:00',
      endIso: '2026-03-14T12:00:00+00:00',
    });
  });

  it('applies summer time: 6 PM in London in June is 17:00 UTC', () => {
    const period = eventPeriod({ date: '2026-06-20', time: '6:00 PM - 8:00 PM' });
    expect(period).toMatchObject({
      start: new Date('2026-06-20T17:00:00Z'),
      startIso: '2026-06-20T18:00:00+01:00',
      endIso: '2026-06-20T20:00:00+01:00',
    });
  });

  it('honours another time zone', () => {
    const period = eventPeriod({ date: '2026-01-10', time: '9:30 am – 1 pm' }, 'America/New_York');
    expect(period).toMatchObject({ start: new Date('2026-01-10T14:30:00Z'), end: new Date('2026-01-10T18:00:00Z') });
  });

  it('reads 12 AM as midnight and 12 PM as noon', () => {
    expect(eventPeriod({ date: '2026-01-10', time: '12:00 AM - 12:00 PM' }, 'UTC')).toMatchObject({
      start: new Date('2026-01-10T00:00:00Z'),
      end: new Date('2026-01-10T12:00:00Z'),
    });
  });

  it('ends on the next day when the end is not after the start', () => {
    const period = eventPeriod({ date: '2026-12-31', time: '7:00 PM - 1:00 AM' }, 'UTC');
    expect(period).toMatchObject({ start: new Date('2026-12-31T19:00:00Z'), end: new Date('2027-01-01T01:00:00Z') });
  });

  it('accepts a start without an end, and 24-hour clock times', () => {
    expect(eventPeriod({ date: '2026-02-01', time: '18:30' }, 'UTC')).toMatchObject({
      start: new Date('2026-02-01T18:30:00Z'),
      end: null,
      endIso: null,
    });
    expect(eventPeriod({ date: '2026-02-01', time: '09:00 to 17:45' }, 'UTC')).toMatchObject({
      end: new Date('2026-02-01T17:45:00Z'),
    });
  });

  it.each(['All day', 'TBC', '8', '13:00 PM - 2:00 PM', '8:75 AM', '8:00 AM - later', '1 PM - 2 PM - 3 PM'])(
    'makes "%s" an all-day event on its date',
    (time) => {
      expect(eventPeriod({ date: '2026-05-16', time })).toEqual({ allDay: true, date: '2026-05-16' });
    },
  );

  it('gives every built-in event a start before its end', () => {
    for (const event of events) {
      const period = eventPeriod(event);
      if (period.allDay) throw new Error(`event ${event.id} has no clock time: ${event.time}`);
      expect(period.end!.getTime()).toBeGreaterThan(period.start.getTime());
    }
  });
});
