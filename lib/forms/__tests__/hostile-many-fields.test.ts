/**
 * @jest-environment node
 */
// Issue 48: a post of 60,000 fields (5.7 MB) took seconds to parse and held up the health check. The proxy counts a
// post's parts before anything parses it, and refuses one with more than any form has, with 413 and a sentence.
import { ACTION_BODY_LIMIT, methodRefusal } from '@/lib/routes/methods';
import type { Resolution } from '@/lib/routes/resolve';
import { boundaryOf, MAX_FORM_PARTS, partCount } from '../form-parts';
import * as specs from '../form-specs';

const CONTACT: Resolution = { kind: 'page', key: 'contact' };

function post(form: FormData) {
  return new Request('http://site.test/contact', { method: 'POST', body: form, headers: { host: 'site.test' } });
}

const fieldsForm = (count: number, value = 'x') => {
  const form = new FormData();
  for (let index = 0; index < count; index += 1) form.append(`f${index}`, value);
  return form;
};

describe('a post with more fields than any form', () => {
  it('of 60,000 fields is refused with 413 and a sentence, before it is parsed', async () => {
    const request = post(fieldsForm(60_000));
    // The post: under the 6 MB a form may send, so only its count of fields refuses it.
    expect((await request.clone().arrayBuffer()).byteLength).toBeLessThan(ACTION_BODY_LIMIT);
    const answer = await methodRefusal(request, CONTACT);
    expect(answer?.status).toBe(413);
    expect(await answer?.text()).toMatch(/more fields than any form/);
  });

  it('one part more than the most a form sends is refused; the most is taken', async () => {
    expect((await methodRefusal(post(fieldsForm(MAX_FORM_PARTS + 1)), CONTACT))?.status).toBe(413);
    expect(await methodRefusal(post(fieldsForm(MAX_FORM_PARTS)), CONTACT)).toBeNull();
  });

  it('has room for every form of the site: its fields, a file, the honeypot and what Next adds', () => {
    // The honeypot: one part more.
    // Next names the action and its arguments in at most a handful of parts ($ACTION_ID…, $ACTION_REF…, 0, 1_…).
    const NEXT_PARTS = 8;
    for (const spec of Object.values(specs)) {
      const parts = Object.keys(spec.labels).length + (spec.file ? 1 : 0) + 1 + NEXT_PARTS;
      expect([spec.kind, parts <= MAX_FORM_PARTS]).toEqual([spec.kind, true]);
    }
  });
});

describe('counting the parts', () => {
  const encoded = async (form: FormData) => {
    const request = new Request('http://x/', { method: 'POST', body: form });
    return {
      boundary: boundaryOf(request.headers.get('content-type')!)!,
      body: new Uint8Array(await request.arrayBuffer()),
    };
  };

  it('counts each part once, a value that holds the boundary’s text in it not at a line’s start included', async () => {
    const form = fieldsForm(3);
    const { boundary, body } = await encoded(form);
    expect(partCount(body, boundary)).toBe(3);
    form.append('tricky', `--${boundary} in the middle of a line`);
    const again = await encoded(form);
    expect(partCount(again.body, again.boundary)).toBe(4);
  });

  it('reads the boundary quoted or not', () => {
    expect(boundaryOf('multipart/form-data; boundary=abc')).toBe('abc');
    expect(boundaryOf('multipart/form-data; charset=utf-8; boundary="a b"')).toBe('a b');
    expect(boundaryOf('multipart/form-data')).toBeNull();
  });
});
