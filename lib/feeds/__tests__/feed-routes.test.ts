/** @jest-environment node */
// The route handlers of /feed.xml, /events.ics and /event-single/{id}/calendar.ics: status, type, file name.
import { FALLBACK_SETTINGS } from '@/lib/cms/reshape';
import { GET as blogFeedGet } from '@/app/feed.xml/route';
import { GET as eventsGet } from '@/app/events.ics/route';
import { GET as eventGet } from '@/app/event-single/[id]/calendar.ics/route';

jest.mock('@/lib/seo/site-origin', () => ({
  getSiteContext: async () => ({
    settings: { ...FALLBACK_SETTINGS, siteName: 'Riverbend Relief Trust' },
    origin: 'https://www.example.org',
  }),
}));

const request = new Request('http://127.0.0.1/');
const forId = (id: string) => eventGet(request, { params: Promise.resolve({ id }) });

describe('feed routes', () => {
  it('/feed.xml answers Atom with a cache lifetime', async () => {
    const response = await blogFeedGet();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await response.text()).toContain('<link rel="self" href="https://www.example.org/feed.xml"/>');
  });

  it('/events.ics answers a calendar', async () => {
    const response = await eventsGet();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(await response.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);
  });

  it('/event-single/1/calendar.ics downloads that event under its title', async () => {
    const response = await forId('1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="spring-charity-fun-run.ics"');
    const body = await response.text();
    expect(body.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(1);
    expect(body).toContain('SUMMARY:Spring Charity Fun Run\r\n');
  });

  it.each(['999', 'abc', '01', '0', '-1', '1.5', '1e2', ''])(
    'answers 404 for the event id %p, as the event page does',
    async (id) => {
      const response = await forId(id);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    },
  );
});
