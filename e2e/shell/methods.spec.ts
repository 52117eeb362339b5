// Only GET and HEAD reach a feed, and only a form post Next can read reaches a page (its forms' actions):
// left to Next, a POST to a cached feed would become that feed's answer for every later reader (405,
// cached), and a form post from another site or with an unreadable body a 500.
import { expect, test, type APIRequestContext } from '../support/test';
import { ACTION_BODY_LIMIT } from '../../lib/routes/methods';
import { routes } from '../../lib/routes/table';
import { STANDIN_ORG } from '../support/standin';

const FEEDS = [routes.robots, routes.sitemap, routes.blogFeed, routes.eventsCalendar].map((family) => family.href({}));

test('another method on a feed, the sitemap or robots.txt is refused and leaves what readers get as it was', async ({
  request,
}) => {
  for (const path of FEEDS) {
    // Twice each: a refusal stored as the answer would show on the GET after either.
    for (const method of ['POST', 'PUT', 'DELETE', 'POST']) {
      const refused = await request.fetch(path, { method, data: 'x' });
      expect(refused.status(), `${method} ${path}`).toBe(405);
      expect(refused.headers().allow, path).toBe('GET, HEAD');
    }
    const options = await request.fetch(path, { method: 'OPTIONS' });
    expect(options.status(), `OPTIONS ${path}`).toBe(204);
    const read = await request.get(path);
    expect(read.status(), `GET ${path}`).toBe(200);
    expect((await read.body()).length, path).toBeGreaterThan(50);
  }
});

test('a post that is none of the page’s forms is refused and leaves the page as it was; no page gets the 404 page', async ({
  request,
}) => {
  const donate = routes.donate.href({});
  for (let i = 0; i < 2; i += 1)
    expect((await request.post(donate, { multipart: { amount: '10' } })).status()).toBe(400);
  const page = await request.get(donate);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('Donation form');
  const nowhere = await request.post('/no-such-page', {
    headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    data: 'garbage',
  });
  expect(nowhere.status()).toBe(404);
  expect(await nowhere.text()).toContain('Oops! Page Not Found!');
  // Next answers OPTIONS to a page drawn on request with an empty 400; to the 404 page, whole.
  const options = await request.fetch('/no-such-page', { method: 'OPTIONS' });
  expect(options.status()).toBe(404);
  expect(await options.text()).toContain('Oops! Page Not Found!');
});

test('the contact page refuses a form it could not take with a 4xx, never a 500, and still shows its form', async ({
  request,
}) => {
  const contact = routes.contact.href({ id: STANDIN_ORG.menuIds.Contact });
  const attempts: { why: string; status: number; options: Parameters<APIRequestContext['post']>[1] }[] = [
    {
      why: 'not a multipart form',
      status: 415,
      options: { headers: { 'Content-Type': 'text/plain' }, data: '[{},"x"]' },
    },
    {
      why: 'an unreadable multipart body',
      status: 400,
      options: { headers: { 'Content-Type': 'multipart/form-data; boundary=x' }, data: 'garbage' },
    },
    {
      why: 'sent from another site',
      status: 403,
      options: { headers: { Origin: 'https://evil.example' }, multipart: { name: 'Ana' } },
    },
    {
      why: 'larger than a form can be',
      status: 413,
      options: { multipart: { notes: 'x'.repeat(ACTION_BODY_LIMIT + 1) } },
    },
  ];
  for (const { why, status, options } of attempts)
    expect((await request.post(contact, options)).status(), why).toBe(status);
  const page = await request.get(contact);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('Send message');
});
