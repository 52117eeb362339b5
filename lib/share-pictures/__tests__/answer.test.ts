/** @jest-environment node */
// What a share picture's address answers: the JPEG, the picture as it is when no JPEG can be made of it (never
// an error, which every share of the page would meet), or the plain 404 for a file that is no picture.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { sharePictureAnswer } from '../answer';

const folder = () => mkdtempSync(path.join(tmpdir(), 'share-answer-'));

describe('sharePictureAnswer', () => {
  it("answers a JPEG of one of the site's pictures, kept a day", async () => {
    const answer = await sharePictureAnswer(path.join(process.cwd(), 'public', 'images', 'causes', 'cause-1.webp'));
    expect([answer.status, answer.headers.get('content-type'), answer.headers.get('cache-control')]).toEqual([
      200,
      'image/jpeg',
      'public, max-age=86400',
    ]);
    expect((await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).format).toBe('jpeg');
  });

  it('sends a picture cut short to itself, as it is, rather than an error', async () => {
    const whole = await sharp({ create: { width: 1600, height: 700, channels: 3, background: '#0f5257' } })
      .jpeg()
      .toBuffer();
    const file = path.join(folder(), 'cut-short.jpg');
    writeFileSync(file, whole.subarray(0, Math.floor(whole.length / 3)));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answer = await sharePictureAnswer(file);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/cut-short\.jpg is shared as it is, no JPEG: \S/));
    warn.mockRestore();
    expect(answer.status).toBe(307);
    expect(answer.headers.get('location')).toMatch(/\/cut-short\.jpg$/);
  });

  it('answers the plain 404 for no file, or a file that is no picture', async () => {
    const notPicture = path.join(folder(), 'page.webp');
    writeFileSync(notPicture, '<html>not a picture</html>');
    for (const file of [null, notPicture]) expect((await sharePictureAnswer(file)).status).toBe(404);
  });
});
