// The share picture of one of the site's own pictures: the same picture as a JPEG, at most 1200 px wide.
// LinkedIn shows no WebP picture in a shared link's card (and older chat apps neither), and every built-in
// picture is WebP; a card whose picture size is given (og:image:width/height) is drawn on its first share.
import 'server-only';
import sharp from '@/lib/load-sharp';

/** Facebook's and LinkedIn's large card is 1200 px wide; wider is only more bytes to fetch. */
export const SHARE_MAX_WIDTH = 1200;
const QUALITY = 82;

export type PictureSize = { width: number; height: number };

/** The share picture's size: the source's, scaled down to SHARE_MAX_WIDTH, proportions kept to the pixel. */
export function shareSize(source: PictureSize): PictureSize {
  if (source.width <= SHARE_MAX_WIDTH) return source;
  return { width: SHARE_MAX_WIDTH, height: Math.max(1, Math.round((source.height * SHARE_MAX_WIDTH) / source.width)) };
}

/** Sizes read so far: the public files do not change while the server runs, and they are few. */
const sizes = new Map<string, Promise<PictureSize | null>>();

/**
 * The size of the share picture made from `file` (read from its header once, as the picture stands once
 * turned upright by its EXIF orientation); null when it is no picture sharp can read.
 */
export function sharePictureSize(file: string): Promise<PictureSize | null> {
  let size = sizes.get(file);
  if (!size) {
    size = sharp(file)
      .metadata()
      .then(
        ({ autoOrient }) => (autoOrient.width && autoOrient.height ? shareSize(autoOrient) : null),
        () => null,
      );
    sizes.set(file, size);
  }
  return size;
}

/**
 * `file` as the share picture: JPEG, upright, transparency on white (JPEG has none), drawn at exactly
 * `size` (from sharePictureSize), the size the page's metadata announces: sharp's own scaling rounds a
 * half pixel differently for some sources (2400 x 1257 WebP: 628 high, not 629).
 */
export function shareJpeg(file: string, size: PictureSize): Promise<Buffer> {
  return sharp(file)
    .autoOrient()
    .resize({ width: size.width, height: size.height, fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: QUALITY, mozjpeg: true })
    .toBuffer();
}
