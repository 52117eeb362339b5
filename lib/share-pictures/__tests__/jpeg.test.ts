/**
 * @jest-environment node
 */
// The share picture made from a real file of the site: a JPEG of the size the page's metadata announces.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { shareJpeg, sharePictureSize } from '../jpeg';

const publicFile = (...segments: string[]) => path.join(process.cwd(), 'public', ...segments);

describe('share pictures', () => {
  it.each([
    [['images', 'causes', 'cause-1.webp'], { width: 1200, height: 525 }], // 1600 x 700, scaled down
    [['images', 'team', 'member-1.webp'], { width: 400, height: 400 }], // smaller: kept as it is
  ])('makes %p a JPEG of the size announced for it', async (segments, size) => {
    const file = publicFile(...segments);
    expect(await sharePictureSize(file)).toEqual(size);
    const made = await sharp(await shareJpeg(file, size)).metadata();
    expect({ format: made.format, width: made.width, height: made.height }).toEqual({ format: 'jpeg', ...size });
  });

  it("puts a transparent picture (a logo) on white, not on JPEG's black", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'share-')), 'clear.png');
    await sharp({ create: { width: 8, height: 8, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toFile(file);
    const pixel = await sharp(await shareJpeg(file, { width: 8, height: 8 }))
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer();
    expect([...pixel].every((channel) => channel > 245)).toBe(true);
  });

  it("makes a JPEG of exactly the announced size where sharp's own scaling would round the other way", async () => {
    // 2400 x 1257 scales to 628.5 px high: a WebP scaled by sharp alone came out 628, while 629 was announced.
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'share-')), 'wide.webp');
    await sharp({ create: { width: 2400, height: 1257, channels: 3, background: '#0f5257' } })
      .webp()
      .toFile(file);
    const size = (await sharePictureSize(file))!;
    expect(size).toEqual({ width: 1200, height: 629 });
    const made = await sharp(await shareJpeg(file, size)).metadata();
    expect([made.width, made.height]).toEqual([1200, 629]);
  });

  it('announces and makes a picture upright as its EXIF orientation turns it (a phone photo taken sideways)', async () => {
    // Stored 300 x 200 and tagged "turn 90 degrees": shown 200 x 300.
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'share-')), 'sideways.jpg');
    await sharp({ create: { width: 300, height: 200, channels: 3, background: '#fbba00' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toFile(file);
    expect(await sharePictureSize(file)).toEqual({ width: 200, height: 300 });
    const made = await sharp(await shareJpeg(file, { width: 200, height: 300 })).metadata();
    expect([made.width, made.height, made.orientation ?? 1]).toEqual([200, 300, 1]);
  });

  it('has no size for a file that is no picture', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'share-')), 'broken.webp');
    writeFileSync(file, '<html>not a picture</html>');
    expect(await sharePictureSize(file)).toBeNull();
  });
});
