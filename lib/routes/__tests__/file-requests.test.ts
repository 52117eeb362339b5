/** @jest-environment node */
// A file's Range or precondition that Next's file server cannot answer would get a 500 (Next hands it to an
// error page an app-router site has none of); the proxy answers those itself and lets the rest through.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { NextRequest } from 'next/server';
import { fileRequestAnswer } from '../file-requests';

const PICTURE = '/images/causes/cause-1.webp';
const SIZE = statSync(join(process.cwd(), 'public', PICTURE)).size;
const MODIFIED = statSync(join(process.cwd(), 'public', PICTURE)).mtime;

function ask(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return fileRequestAnswer(new NextRequest(`http://site.test${path}`, { method, headers }));
}

/** The request headers Next goes on with (the proxy's `NextResponse.next({ request })`), by name. */
function passedOn(answer: Response): Set<string> | null {
  if (answer.headers.get('x-middleware-next') !== '1') return null;
  return new Set((answer.headers.get('x-middleware-override-headers') ?? '').split(',').filter(Boolean));
}

describe('a file request with a Range', () => {
  it('answers 416 with the size when no byte of the file is in it, as RFC 9110 says', async () => {
    for (const range of ['bytes=999999-', `bytes=${SIZE}-`, 'bytes=5-1']) {
      const answer = await ask(PICTURE, { range });
      expect(answer.status).toBe(416);
      expect(answer.headers.get('content-range')).toBe(`bytes */${SIZE}`);
    }
  });

  it('leaves a range it can serve to Next, which answers 206', async () => {
    const answer = await ask(PICTURE, { range: 'bytes=0-9' });
    expect(passedOn(answer)).toContain('range');
  });

  it('leaves a header that is no byte range to Next, which ignores it and sends the whole file', async () => {
    // Another unit must be ignored (RFC 9110, 14.2), even one no byte of which is in the file.
    for (const range of ['garbage', 'items=1-2', 'items=999999-'])
      expect(passedOn(await ask(PICTURE, { range }))).not.toBeNull();
  });

  it("takes out a malformed byte range, which Next's older range-parser refuses (500) or reads as another range", async () => {
    for (const range of ['bytes=abc', 'bytes=', 'bytes=0-9,', 'bytes=a-5']) {
      const kept = passedOn(await ask(PICTURE, { range }));
      expect(kept).not.toBeNull();
      expect(kept).not.toContain('range');
    }
  });

  it('takes out a Range that another header decides first, or on a HEAD, so Next sends the whole file (or a 304)', async () => {
    const outside = { range: 'bytes=999999-' };
    for (const [headers, method] of [
      [{ ...outside, 'if-range': 'W/"2482-1a21c87350c"' }, 'GET'],
      [{ ...outside, 'if-none-match': '"x"' }, 'GET'],
      [{ ...outside, 'if-modified-since': MODIFIED.toUTCString() }, 'GET'],
      [outside, 'HEAD'],
      [{ range: 'bytes=0-9', 'if-range': 'W/"2482-1a21c87350c"' }, 'GET'],
    ] as const) {
      const kept = passedOn(await ask(PICTURE, headers, method));
      expect(kept).not.toBeNull();
      expect(kept).not.toContain('range');
    }
  });
});

describe('a file request with a precondition', () => {
  it('answers 412 to If-Match with any tag (the files have weak ETags, which it never matches) and passes *', async () => {
    expect((await ask(PICTURE, { 'if-match': '"x"' })).status).toBe(412);
    expect((await ask(PICTURE, { 'if-match': 'W/"2482-1a21c87350c"' })).status).toBe(412);
    expect(passedOn(await ask(PICTURE, { 'if-match': ' * ' }))).not.toContain('if-match');
  });

  it('answers 412 to If-Unmodified-Since before the file changed, and passes one after it or no date', async () => {
    const before = new Date(MODIFIED.getTime() - 2000).toUTCString();
    expect((await ask(PICTURE, { 'if-unmodified-since': before })).status).toBe(412);
    // Last-Modified counts whole seconds: the second the file changed in passes.
    expect(passedOn(await ask(PICTURE, { 'if-unmodified-since': MODIFIED.toUTCString() }))).not.toBeNull();
    expect(passedOn(await ask(PICTURE, { 'if-unmodified-since': 'yesterday' }))).not.toBeNull();
    // If-Match decides alone when both are sent.
    expect(passedOn(await ask(PICTURE, { 'if-match': '*', 'if-unmodified-since': before }))).not.toBeNull();
  });
});

describe('what the proxy leaves to Next', () => {
  it('answers for a file at every address Next serves it at: with a slash after it, or with an escaped slash', async () => {
    expect((await ask(`${PICTURE}/`, { range: 'bytes=999999-' })).status).toBe(416);
    expect((await ask('/images/causes%2Fcause-1.webp', { range: 'bytes=999999-' })).status).toBe(416);
    expect((await ask('/_next/image/?url=%2F%25&w=640&q=75')).status).toBe(400);
  });

  it('lets a file that is not there, a hidden one, or one outside the folder by an escaped "..", go on untouched', async () => {
    for (const path of [
      '/images/causes/none.webp',
      '/images/..%2f..%2fpackage.json',
      '/images/causes/..%2fteam/member-1.webp',
      '/images/%2e%2e/causes/cause-1.webp',
      '/brand/.hidden',
      '/images/causes/cause-1.webp%00',
    ]) {
      const answer = await ask(path, { range: 'bytes=999999-' });
      expect(passedOn(answer)).toEqual(new Set());
    }
  });

  it('refuses another method on a file with 405 and Allow', async () => {
    const answer = await ask(PICTURE, { range: 'bytes=0-1' }, 'POST');
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('a picture to optimise', () => {
  it('answers 400 when its address cannot be decoded (the optimiser threw: 500) and lets a good one through', async () => {
    expect((await ask('/_next/image?url=%2F%25&w=640&q=75')).status).toBe(400);
    expect((await ask('/_next/image?url=%2Fimages%2F%25zz.webp&w=640&q=75')).status).toBe(400);
    expect((await ask('/_next/image?url=%2F%0A%25&w=640&q=75')).status).toBe(400);
    // `//%` is no address at all (an empty host), not even one relative to the site.
    expect((await ask('/_next/image?url=%2F%2F%25&w=640&q=75')).status).toBe(400);
    expect(passedOn(await ask('/_next/image?url=%2Fimages%2Fa%2520b.webp&w=640&q=75'))).not.toBeNull();
    expect(passedOn(await ask('/_next/image?url=https%3A%2F%2Fmedia.test%2F%25&w=640&q=75'))).not.toBeNull();
  });

  it('answers 400 when a backslash makes its address another host’s (the optimiser failed to fetch it: 500)', async () => {
    for (const url of ['/%5Cevil.example/x.png', '/%5C%5Cevil.example/x.png', '/images/%5C..%5Cx.png'])
      expect([url, (await ask(`/_next/image?url=${url}&w=640&q=75`)).status]).toEqual([url, 400]);
    expect(passedOn(await ask(`/_next/image?url=${encodeURIComponent(PICTURE)}&w=640&q=75`))).not.toBeNull();
  });
});
