/** @jest-environment node */
// Calendars are built on the server: the test runs in Node, as the route handlers do.
import { events, type Event } from '@/content/events';
import { eventCalendarFilename } from '../event-calendar-filename';
import { eventCalendar, eventsCalendar, type CalendarSite } from '../events-calendar';

const site: CalendarSite = {
  name: 'Riverbend Relief Trust',
  origin: 'https://www.example.org',
  now: new Date('2026-01-02T03:04:05Z'),
};

/** Content lines as RFC 5545 defines them: physical lines end in CRLF; a line starting with a space continues the previous one. */
function unfold(ics: string): string[] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
}

/** The properties of each VEVENT, by name (parameters dropped). */
function vevents(ics: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of unfold(ics)) {
    if (line === 'BEGIN:VEVENT') {
      current = {};
    } else if (line === 'END:VEVENT' && current) {
      found.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      const [name = ''] = line.slice(0, colon).split(';');
      current[name] = line.slice(colon + 1);
    }
  }
  return found;
}

const [funRun, , healthFair] = events as [Event, Event, Event];

const tricky: Event = {
  ...funRun,
  id: 42,
  title: 'Soup; bread, and songs',
  location: 'Hall 2; Market Square, Riverbend',
  text: 'A long description that goes well past the seventy-five octets a content line may hold, with commas, semicolons; and a line\nbreak — and non-ASCII letters: Événements à Zürich.',
};

describe('eventsCalendar', () => {
  const ics = eventsCalendar(events, site);

  it('ends every line with CRLF and has no bare line feed', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('folds lines at 75 octets', () => {
    const long = eventsCalendar([tricky, ...events], site);
    const lines = long.split('\r\n');
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });

  it('is a published calendar named after the organisation, one VEVENT per event', () => {
    const lines = unfold(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines).toContain('X-WR-CALNAME:Riverbend Relief Trust events');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(vevents(ics)).toHaveLength(events.length);
  });

  it('gives each event a UID, DTSTAMP, start and end in UTC, location, URL and description', () => {
    const first = vevents(ics).find((e) => e.UID === 'event-1@www.example.org');
    expect(first).toEqual(
      expect.objectContaining({
        DTSTAMP: '20260102T030405Z',
        DTSTART: '20260314T080000Z',
        DTEND: '20260314T120000Z',
        SUMMARY: 'Spring Charity Fun Run',
        LOCATION: 'Harbour Front Park\\, Main Gate\\, Hannover Quay\\, Bristol BS1 5JE',
        URL: 'https://www.example.org/event-single/1',
      }),
    );
    expect(first?.DESCRIPTION).toMatch(
      /^Run\\, jog or walk five kilometres .*\\n\\nhttps:\/\/www\.example\.org\/event-single\/1$/,
    );
    expect(new Set(vevents(ics).map((e) => e.UID)).size).toBe(events.length);
  });

  it('escapes commas, semicolons, backslashes and line breaks in text', () => {
    const [event = {}] = vevents(eventsCalendar([tricky], site));
    expect(event.SUMMARY).toBe('Soup\\; bread\\, and songs');
    expect(event.LOCATION).toBe('Hall 2\\; Market Square\\, Riverbend\\, Hannover Quay\\, Bristol BS1 5JE');
    expect(event.DESCRIPTION).toContain('semicolons\\; and a line\\nbreak');
  });

  it('tells subscribed calendar apps to fetch it again twice a day', () => {
    expect(unfold(ics)).toEqual(
      expect.arrayContaining(['REFRESH-INTERVAL;VALUE=DURATION:PT12H', 'X-PUBLISHED-TTL:PT12H']),
    );
  });

  it('keeps a hostile site name inside the calendar name', () => {
    const lines = unfold(eventsCalendar(events, { ...site, name: 'X;Y,Z\r\nBEGIN:VEVENT' }));
    expect(lines).toContain('X-WR-CALNAME:X\\;Y\\,Z\\nBEGIN:VEVENT events');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(events.length);
  });

  it('writes an event without a clock time as an all-day date', () => {
    const ics = eventsCalendar([{ ...funRun, time: 'All day' }], site);
    expect(unfold(ics)).toContain('DTSTART;VALUE=DATE:20260314');
    expect(vevents(ics)[0]).not.toHaveProperty('DTEND');
  });
});

describe('eventCalendar', () => {
  it('holds exactly the one event, with the same UID as in the full calendar', () => {
    const single = vevents(eventCalendar(healthFair, site));
    expect(single).toHaveLength(1);
    expect(single[0]).toMatchObject({ UID: 'event-3@www.example.org', SUMMARY: healthFair.title });
  });
});

describe('eventCalendarFilename', () => {
  it('is the title in lower-case ASCII words', () => {
    expect(eventCalendarFilename({ id: 1, title: 'Spring Charity Fun Run' })).toBe('spring-charity-fun-run.ics');
    expect(eventCalendarFilename({ id: 2, title: 'Événements à "Zürich"; 2026!' })).toBe(
      'evenements-a-zurich-2026.ics',
    );
    expect(eventCalendarFilename({ id: 3, title: '你好' })).toBe('event-3.ics');
  });
});
