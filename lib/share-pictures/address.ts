// Where the share picture of one of the site's own pictures lives: `/images/causes/cause-1.webp` is shared
// as `/share/images/causes/cause-1.jpg`. Pure (no file system), so the route table can use it.

/** The public folders whose pictures get a share picture (the built-in content's and the embedded sample's). */
export const SHARED_FOLDERS: ReadonlySet<string> = new Set(['images', 'media']);

export const SHARE_SEGMENT = 'share';

const SHARE_NAME = /^[^/\\]+\.jpg$/;

/** A segment that cannot climb out of its folder or name nothing. */
const plainSegment = (segment: string) =>
  segment !== '' && segment !== '.' && segment !== '..' && !/[\\/\0]/.test(segment);

/**
 * The decoded segments after `/share/` (`['images', 'causes', 'cause-1.jpg']`) when they can name a share
 * picture: a shared folder, at least one name below it, ending in `.jpg`; null otherwise.
 */
export function parseSharePicture(segments: readonly string[]): readonly string[] | null {
  if (segments.length < 2 || !SHARED_FOLDERS.has(segments[0]!) || !segments.every(plainSegment)) return null;
  return SHARE_NAME.test(segments[segments.length - 1]!) ? segments : null;
}

/** The share picture segments of a picture at a same-site path (`/images/x/y.webp`); null for one elsewhere. */
export function sharePictureOf(src: string): readonly string[] | null {
  if (!src.startsWith('/') || src.startsWith('//') || src.includes('?') || src.includes('#')) return null;
  let segments: string[];
  try {
    segments = src.slice(1).split('/').map(decodeURIComponent);
  } catch {
    return null;
  }
  const last = segments[segments.length - 1] ?? '';
  const dot = last.lastIndexOf('.');
  if (dot <= 0) return null;
  return parseSharePicture([...segments.slice(0, -1), `${last.slice(0, dot)}.jpg`]);
}
