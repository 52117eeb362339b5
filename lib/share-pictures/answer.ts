// What `/share/{picture path}.jpg` answers for one of the site's own files (the route under app/share
// finds the file): the JPEG, or the picture as it is when no JPEG can be made of it. Never an error: the
// answer is kept in Next's cache until the next release, which is also when a public file can change.
import 'server-only';
import { publicFileHref } from '@/lib/public-files';
import { plainAnswer } from '@/lib/routes/methods';
import { shareJpeg, sharePictureSize } from './jpeg';
import { errorMessage } from '@/lib/error-message';

/** Crawlers of social networks fetch it once per share; a day's keeping spares them and us. */
const CACHE_CONTROL = 'public, max-age=86400';

/** The answer for the share picture of `file` (absolute, inside the public folder), or of none. */
export async function sharePictureAnswer(file: string | null): Promise<Response> {
  // A file that is no picture sharp can read is as good as none.
  const size = file === null ? null : await sharePictureSize(file);
  if (file === null || size === null) return plainAnswer(404, 'Not Found');
  // One whose header reads but whose pixels do not (cut short, past sharp's pixel limit) is shared as it is: a
  // network that shows its format shows it, rather than every share of the page getting an error.
  const jpeg = await shareJpeg(file, size).catch((error: unknown) => {
    console.warn(`[share picture] ${publicFileHref(file)} is shared as it is, no JPEG: ${errorMessage(error)}`);
    return null;
  });
  if (jpeg === null)
    return new Response(null, {
      status: 307,
      headers: { Location: publicFileHref(file), 'Cache-Control': CACHE_CONTROL },
    });
  return new Response(new Uint8Array(jpeg), {
    headers: { 'Content-Type': 'image/jpeg', 'Cache-Control': CACHE_CONTROL },
  });
}
