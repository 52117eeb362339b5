/** @jest-environment node */
// What a built-in item's `opengraph-image` gives Next: the picture's description, size and type for the page's
// og:image, and the JPEG itself; the picture as it is when no JPEG can be made of it (never an error, which every
// share of the page would meet).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { causes } from '@/content/causes';
import { itemImage } from '../item-image';

const cause = causes[0]!;
const params = { id: String(cause.id) };
const image = itemImage('cause', (item) => ({ src: item.image, alt: item.title }));

describe('itemImage', () => {
  it("describes the page's own picture by the page's title, at the size and type it is shared at", async () => {
    // cause-1 is a 1600 x 700 WebP: shared at Facebook's and LinkedIn's card width.
    expect(await image.generateImageMetadata({ params })).toEqual([
      { id: 'picture', alt: cause.title, size: { width: 1200, height: 525 }, contentType: 'image/jpeg' },
    ]);
  });

  it('names no picture for no item, nor at build, when Next asks which to make ahead (no page params)', async () => {
    for (const none of [{ id: '999' }, { id: '01' }, {}, undefined])
      expect(await image.generateImageMetadata({ params: none })).toEqual([]);
  });

  it('answers a JPEG of that size, kept a day', async () => {
    const answer = await image.Image({ params: Promise.resolve(params) });
    expect([answer.status, answer.headers.get('content-type'), answer.headers.get('cache-control')]).toEqual([
      200,
      'image/jpeg',
      'public, max-age=86400',
    ]);
    const made = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
    expect([made.format, made.width, made.height]).toEqual(['jpeg', 1200, 525]);
  });

  describe('a picture the site cannot make a JPEG of', () => {
    // Files of the public folder, where the site's pictures are; removed afterwards.
    const folder = path.join(process.cwd(), 'public', 'images', `.jest-item-image-${process.pid}`);
    beforeAll(() => mkdirSync(folder, { recursive: true }));
    afterAll(() => rmSync(folder, { recursive: true, force: true }));
    const imageOf = (name: string) =>
      itemImage('cause', (item) => ({ src: `/images/${path.basename(folder)}/${name}`, alt: item.title }));

    it('sends one cut short to itself, as it is, rather than an error', async () => {
      const whole = await sharp({ create: { width: 1600, height: 700, channels: 3, background: '#0f5257' } })
        .jpeg()
        .toBuffer();
      writeFileSync(path.join(folder, 'cut-short.jpg'), whole.subarray(0, Math.floor(whole.length / 3)));
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const answer = await imageOf('cut-short.jpg').Image({ params: Promise.resolve(params) });
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/cut-short\.jpg is shared as it is, no JPEG: \S/));
      warn.mockRestore();
      expect(answer.status).toBe(307);
      expect(answer.headers.get('location')).toMatch(/\/cut-short\.jpg$/);
    });

    it('names no picture for a file that is no picture, or none, and answers 404 for it', async () => {
      writeFileSync(path.join(folder, 'page.webp'), '<html>not a picture</html>');
      for (const name of ['page.webp', 'none.webp']) {
        expect(await imageOf(name).generateImageMetadata({ params })).toEqual([]);
        expect((await imageOf(name).Image({ params: Promise.resolve(params) })).status).toBe(404);
      }
    });
  });
});
