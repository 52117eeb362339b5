// `/share/{picture path}.jpg`: one of the site's own pictures as shared links show it (a JPEG at most
// 1200 px wide; see lib/share-pictures/jpeg.ts). The proxy lets only a picture that exists reach here.
import { sharePictureAnswer } from '@/lib/share-pictures/answer';
import { sourceFileOf } from '@/lib/share-pictures/source-file';
import { parseSharePicture } from '@/lib/share-pictures/address';
import { decodeSegment } from '@/lib/routes/ids';

/** Made on its first request, then served from Next's cache: the public files change only with a release. */
export const dynamic = 'force-static';

type Context = { params: Promise<{ picture: string[] }> };

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
  return sharePictureAnswer(sourceOf((await params).picture));
}
