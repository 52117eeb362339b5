/** @jest-environment node */
// Only the contact pages take a form post, and only one Next can read; a feed or a page answers nothing
// but GET and HEAD, so no other method can reach (and be cached as) its answer.
import { ACTION_BODY_LIMIT, methodRefusal } from '../methods';
import type { Resolution } from '../resolve';

const FEED: Resolution = { kind: 'page', key: 'blogFeed', handler: true };
const DONATE: Resolution = { kind: 'page', key: 'donate' };
const CONTACT: Resolution = { kind: 'page', key: 'contact' };
const CALENDAR: Resolution = { kind: 'page', key: 'eventCalendar', handler: true };

const SITE = 'http://site.test';

function multipart(fields: Record<string, string>): { body: FormData } {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return { body: form };
}

const request = (method: string, init: RequestInit = {}) =>
  new Request(`${SITE}/x`, {
    method,
    ...init,
    headers: { host: 'site.test', ...(init.headers as Record<string, string>) },
  });

async function refused(method: string, resolution: Resolution, init?: RequestInit) {
  const answer = await methodRefusal(request(method, init), resolution);
  return (
    answer && { status: answer.status, allow: answer.headers.get('allow'), cache: answer.headers.get('cache-control') }
  );
}

describe('which methods an address answers', () => {
  it('lets GET and HEAD through everywhere', async () => {
    for (const resolution of [FEED, DONATE, CONTACT, CALENDAR]) {
      expect(await refused('GET', resolution)).toBeNull();
      expect(await refused('HEAD', resolution)).toBeNull();
    }
  });

  it('refuses a post to a feed, and any other method on a page or a handler, with 405 and what it answers, never cached', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      expect(await refused(method, FEED, method === 'DELETE' ? {} : { body: 'x' })).toEqual({
        status: 405,
        allow: 'GET, HEAD',
        cache: 'no-store',
      });
    }
    expect(await refused('PUT', DONATE, { body: 'x' })).toMatchObject({ status: 405, allow: 'GET, HEAD, POST' });
    expect(await refused('PUT', CALENDAR, { body: 'x' })).toMatchObject({ status: 405 });
    expect(await refused('PUT', CONTACT, { body: 'x' })).toMatchObject({ status: 405, allow: 'GET, HEAD, POST' });
  });

  it('answers OPTIONS with what the address allows, and no body', async () => {
    const answer = await methodRefusal(request('OPTIONS'), FEED);
    expect(answer?.status).toBe(204);
    expect(answer?.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers OPTIONS to an address back in a moment with a 503, and leaves one that is no page to the 404 page', async () => {
    const later = await methodRefusal(request('OPTIONS'), { kind: 'unavailable' });
    expect([later?.status, later?.headers.get('retry-after')]).toEqual([503, '60']);
    // Next answers it whole, with 404 (e2e/shell/methods.spec.ts).
    expect(await methodRefusal(request('OPTIONS'), { kind: 'not-found' })).toBeNull();
  });

  it('leaves redirects and 404s to the proxy, whatever the method', async () => {
    expect(
      await refused('POST', { kind: 'redirect', location: '/about/2', permanent: true }, { body: 'x' }),
    ).toBeNull();
    expect(await refused('DELETE', { kind: 'not-found' })).toBeNull();
  });
});

describe("a form post to a page (its forms' server actions)", () => {
  it('goes through when Next can read it, on any page', async () => {
    expect(await refused('POST', CONTACT, multipart({ name: 'Ana' }))).toBeNull();
    expect(await refused('POST', DONATE, multipart({ email: 'ana@example.org' }))).toBeNull();
    expect(await refused('POST', CONTACT, { ...multipart({ name: 'Ana' }), headers: { origin: SITE } })).toBeNull();
    // Behind nginx: the public host arrives as X-Forwarded-Host (or as Host, with `proxy_set_header Host $host`).
    const behindProxy = {
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'www.example.org',
      origin: 'https://www.example.org',
    };
    expect(await refused('POST', CONTACT, { ...multipart({ name: 'Ana' }), headers: behindProxy })).toBeNull();
  });

  it('is refused when it is no multipart form, cannot be read, comes from another site or is too large', async () => {
    expect(
      await refused('POST', CONTACT, { body: '[{},"x"]', headers: { 'content-type': 'text/plain' } }),
    ).toMatchObject({ status: 415 });
    const broken = { body: 'garbage', headers: { 'content-type': 'multipart/form-data; boundary=x' } };
    expect(await refused('POST', CONTACT, broken)).toMatchObject({ status: 400 });
    expect(
      await refused('POST', CONTACT, { ...multipart({ name: 'Ana' }), headers: { origin: 'https://evil.example' } }),
    ).toMatchObject({ status: 403 });
    expect(
      await refused('POST', DONATE, {
        ...multipart({ email: 'ana@example.org' }),
        headers: { origin: 'https://evil.example' },
      }),
    ).toMatchObject({ status: 403 });
    // A page in a sandboxed frame says `Origin: null`: no site of ours.
    expect(
      await refused('POST', CONTACT, { ...multipart({ name: 'Ana' }), headers: { origin: 'null' } }),
    ).toMatchObject({ status: 403 });
    expect(await refused('POST', CONTACT, multipart({ notes: 'x'.repeat(ACTION_BODY_LIMIT + 1) }))).toMatchObject({
      status: 413,
    });
  });
});
