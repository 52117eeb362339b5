// The blog feed and the events calendars hold every post and event, the blog announces its feed, and
// "Add to calendar" downloads the right event.
import { PORTS } from '../support/ports.mjs';
import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { blogPosts } from '../../content/blog';
import { events } from '../../content/events';

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

test.describe('feeds', () => {
  test('/feed.xml is the blog as an Atom feed with every post', async ({ request }) => {
    const response = await request.get('/feed.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/);
    expect(count(xml, /<entry>/g)).toBe(blogPosts.length);
    expect(count(xml, new RegExp(`<link href="http://127\\.0\\.0\\.1:${PORTS.site}/blog-single/\\d+"/>`, 'g'))).toBe(
      blogPosts.length,
    );
  });

  test('the feeds, sitemap and robots.txt are at their own addresses only', async ({ request }) => {
    // Under a prefix the proxy leaves to static files or the API, no file of that name exists; the
    // handler drawn for the site must not answer there with a second copy.
    for (const path of ['/media/feed.xml', '/images/events.ics', '/brand/robots.txt', '/api/sitemap-xml']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).not.toContain('<feed');
    }
  });

  test('the polled feeds are served from the page cache, not built for every reader', async ({ request }) => {
    for (const path of ['/feed.xml', '/events.ics']) {
      const first = await request.get(path);
      expect(first.status()).toBe(200);
      const again = await request.get(path);
      // HIT, or STALE while a background refresh runs (this project's cache lasts a second): either way no
      // reader waits for a render. A feed answered per request carries no such header at all.
      expect(again.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
    }
  });

  test('the blog pages announce the feed', async ({ page }) => {
    for (const path of ['/blog', '/blog-single/2']) {
      await page.goto(path);
      const link = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
      await expect(link).toHaveAttribute('href', `http://127.0.0.1:${PORTS.site}/feed.xml`);
      await expect(link).toHaveAttribute('title', 'Riverbend Relief Trust blog');
    }
  });

  test('the event pages announce the events calendar, which answers', async ({ page, request }) => {
    for (const path of ['/event', '/event-s2', '/event-single/2']) {
      await page.goto(path);
      const link = page.locator('head link[rel="alternate"][type="text/calendar"]');
      await expect(link).toHaveAttribute('href', `http://127.0.0.1:${PORTS.site}/events.ics`);
      await expect(link).toHaveAttribute('title', 'Riverbend Relief Trust events');
    }
    expect((await request.get('/events.ics')).status()).toBe(200);
  });

  test('/events.ics is every event as an iCalendar file', async ({ request }) => {
    const response = await request.get('/events.ics');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = await response.text();
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(count(ics, /^BEGIN:VEVENT\r$/gm)).toBe(events.length);
  });

  test('Add to calendar on an event page downloads that event', async ({ page }) => {
    await page.goto('/event-single/3');
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Add to calendar for Free Family Health Fair' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('free-family-health-fair.ics');
    const ics = await readFile(await download.path(), 'utf8');
    expect(count(ics, /^BEGIN:VEVENT\r$/gm)).toBe(1);
    expect(ics).toContain('\r\nSUMMARY:Free Family Health Fair\r\n');
    expect(ics).toContain('\r\nDTSTART:20260516T090000Z\r\n');
  });

  test('an unknown or malformed event id has no calendar', async ({ request }) => {
    for (const id of ['999', 'abc', '01']) {
      expect((await request.get(`/event-single/${id}/calendar.ics`)).status()).toBe(404);
    }
  });
});
