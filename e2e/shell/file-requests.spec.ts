// A file's Range or precondition that Next's file server cannot answer, and a picture to optimise whose
// address cannot be decoded, get the 4xx meant for them rather than Next's 500, and a file asked for in the
// usual way is served by Next alone (the proxy sees a file's request only when it carries one of these).
import { expect, test } from '../support/test';

const PICTURE = '/images/causes/cause-1.webp';

test('a file answers a Range it cannot serve with 416, one it can with 206, and a failed precondition with 412', async ({
  request,
}) => {
  const whole = await request.get(PICTURE);
  expect(whole.status()).toBe(200);
  const size = (await whole.body()).length;

  const outside = await request.get(PICTURE, { headers: { Range: 'bytes=999999-' } });
  expect(outside.status()).toBe(416);
  expect(outside.headers()['content-range']).toBe(`bytes */${size}`);

  // Next serves the file at these addresses too; a HEAD and an If-Range leave the Range aside (RFC 9110).
  for (const address of [`${PICTURE}/`, PICTURE.replace('causes/', 'causes%2F')]) {
    expect((await request.get(address, { headers: { Range: 'bytes=999999-' } })).status(), address).toBe(416);
  }
  expect((await request.head(PICTURE, { headers: { Range: 'bytes=999999-' } })).status()).toBe(200);
  expect((await request.get(PICTURE, { headers: { Range: 'bytes=999999-', 'If-Range': '"changed"' } })).status()).toBe(
    200,
  );

  const part = await request.get(PICTURE, { headers: { Range: 'bytes=0-9' } });
  expect(part.status()).toBe(206);
  expect((await part.body()).length).toBe(10);

  const noRange = await request.get(PICTURE, { headers: { Range: 'bytes=abc' } });
  expect(noRange.status()).toBe(200);
  expect((await noRange.body()).length).toBe(size);

  expect((await request.get(PICTURE, { headers: { 'If-Match': '"changed"' } })).status()).toBe(412);
  expect(
    (await request.get(PICTURE, { headers: { 'If-Unmodified-Since': 'Sat, 01 Jan 2000 00:00:00 GMT' } })).status(),
  ).toBe(412);
  expect((await request.get(PICTURE, { headers: { 'If-Match': '*' } })).status()).toBe(200);
});

test("Next's own files answer the same, and a picture to optimise with an undecodable address gets 400", async ({
  page,
  request,
}) => {
  await page.goto('/');
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
  expect(script).toBeTruthy();
  expect((await request.get(script!, { headers: { Range: 'bytes=99999999-' } })).status()).toBe(416);
  expect((await request.get(script!, { headers: { 'If-Match': '"changed"' } })).status()).toBe(412);

  for (const url of ['%2F%25', '%2F%0A%25'])
    expect((await request.get(`/_next/image?url=${url}&w=640&q=75`)).status(), url).toBe(400);
  const picture = await request.get(`/_next/image?url=${encodeURIComponent(PICTURE)}&w=640&q=75`);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toMatch(/^image\//);
});

test('another method with a body on a file is refused with 405 and Allow, and the file is still served', async ({
  request,
}) => {
  for (const method of ['POST', 'PUT', 'DELETE']) {
    const refused = await request.fetch(PICTURE, { method, data: 'x' });
    expect(refused.status(), method).toBe(405);
    expect(refused.headers().allow, method).toBe('GET, HEAD');
  }
  expect((await request.get(PICTURE)).status()).toBe(200);
});
