/**
 * @jest-environment node
 */
// The share picture made from a real file of the site: a JPEG of the size the page's metadata announces.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { shareJpeg, sharePictureSize, shareSize } from '../jpeg';
import { sourceFileOf } from '../source-file';

const publicFile = (...segments: string[]) => path.join(process.cwd(), 'public', ...segments);

describe('share pictures', () => {
  it.each([
    [['images', 'causes', 'cause-1.jpg'], { width: 1200, height: 525 }], // 1600 x 700, scaled down
    [['images', 'team', 'member-1.jpg'], { width: 400, height: 400 }], // smaller: kept as it is
  ])('makes %p a JPEG of the size announced for it', async (share, size) => {
    const file = sourceFileOf(share);
    expect(file).not.toBeNull();
    expect(await sharePictureSize(file!)).toEqual(size);
    const made = await sharp(await shareJpeg(file!)).metadata();
    expect({ format: made.format, width: made.width, height: made.height }).toEqual({ format: 'jpeg', ...size });
  });

  it('finds the source of another kind by its name', () => {
    const file = sourceFileOf(['media', 'siteSettings', 'favicon', 'hope-harbor-favicon.jpg']);
    expect(file).toBe(publicFile('media', 'siteSettings', 'favicon', 'hope-harbor-favicon.png'));
  });

  it('puts a transparent picture (a logo) on white, not on JPEG\'s black', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'share-')), 'clear.png');
    await sharp({ create: { width: 8, height: 8, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toFile(file);
    const pixel = await sharp(await shareJpeg(file)).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer();
    expect([...pixel].every((channel) => channel > 245)).toBe(true);
  });

  it('finds no source for a picture the site does not have', () => {
    expect(sourceFileOf(['images', 'causes', 'cause-99.jpg'])).toBeNull();
    expect(sourceFileOf(['images', 'causes'])).toBeNull();
  });

  it('scales the size as sharp does, keeping the proportions', () => {
    expect(shareSize({ width: 2400, height: 1257 })).toEqual({ width: 1200, height: 629 });
    expect(shareSize({ width: 1200, height: 630 })).toEqual({ width: 1200, height: 630 });
  });
});
