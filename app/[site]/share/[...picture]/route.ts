// `/share/{picture path}.jpg`: one of the site's own pictures as shared links show it (a JPEG at most
// 1200 px wide; see lib/share-pictures/jpeg.ts). The proxy lets only a picture that exists reach here.
import { renderOnDemand } from '@/lib/routes/render-on-demand';
import { siteKey } from '@/lib/site-key';
import { shareJpeg, sharePictureSize } from '@/lib/share-pictures/jpeg';
import { sourceFileOf } from '@/lib/share-pictures/source-file';
import { parseSharePicture } from '@/lib/share-pictures/address';
import { decodeSegment } from '@/lib/routes/ids';
import { plainNotFound } from '@/lib/routes/this-site-handler';

/** Made on its first request, then served from Next's cache: the public files change only with a release. */
export const generateStaticParams = renderOnDemand;

/** Crawlers of social networks fetch it once per share; a day's keeping spares them and us. */
const CACHE_CONTROL = 'public, max-age=86400';

type Context = { params: Promise<{ site: string; picture: string[] }> };

/** The source file the segments name: Next hands them decoded; decoded once more only if that names none. */
function sourceOf(picture: readonly string[]): string | null {
  for (const segments of [picture, picture.map((segment) => decodeSegment(segment) ?? '')]) {
    const share = parseSharePicture(segments);
    const file = share === null ? null : sourceFileOf(share);
    if (file !== null) return file;
  }
  return null;
}

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { site, picture } = await params;
  const file = site === siteKey() ? sourceOf(picture) : null;
  // A file that is no picture sharp can read is as good as none: a 404, kept until the next release.
  const size = file === null ? null : await sharePictureSize(file);
  if (file === null || size === null) return plainNotFound();
  // A picture that can be read but not made now (memory, say) throws: Next then answers this one request
  // with an error and stores nothing, so the next asks again, where a 404 would be kept for good.
  const jpeg = await shareJpeg(file, size);
  return new Response(new Uint8Array(jpeg), { headers: { 'Content-Type': 'image/jpeg', 'Cache-Control': CACHE_CONTROL } });
}
