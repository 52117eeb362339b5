// Which of the site's own files a share picture is made from. Apart from jpeg.ts (sharp), so that the proxy,
// which checks that a share picture's source exists before anything renders, does not load sharp.
import { existsSync, statSync } from 'node:fs';
import { publicFilePath } from '@/lib/public-files';

/** What a picture of these kinds may be kept as; tried in this order for a share name. */
const SOURCE_EXTENSIONS = ['.webp', '.png', '.jpg', '.jpeg', '.avif'] as const;

/**
 * The file under `public/` a share picture is made from (`['images', 'causes', 'cause-1.jpg']` ->
 * `public/images/causes/cause-1.webp`), or null when there is none. The segments come from
 * parseSharePicture, which lets no segment climb out of its folder; the check below holds regardless.
 */
export function sourceFileOf(share: readonly string[]): string | null {
  const stem = publicFilePath(...share)?.replace(/\.jpg$/, '');
  if (stem === undefined) return null;
  for (const extension of SOURCE_EXTENSIONS) {
    const file = `${stem}${extension}`;
    // A file of the public folder, served as it is: nothing for the build to trace into the server's bundle.
    if (existsSync(/* turbopackIgnore: true */ file) && statSync(/* turbopackIgnore: true */ file).isFile())
      return file;
  }
  return null;
}
