// The share picture of a built-in item's page, in Next's `opengraph-image` file convention
// (app/cause-single/[id]/opengraph-image.ts …): the item's own picture as a JPEG (jpeg.ts), described by the page's
// title. Next names it, with its size and type, in the page's og:image and twitter:image.
import 'server-only';
import { errorMessage } from '@/lib/error-message';
import { publicFileHref, publicFilePath } from '@/lib/public-files';
import { builtInItems, type BuiltInFamily } from '@/lib/routes/built-in';
import { parseId } from '@/lib/routes/ids';
import { plainAnswer } from '@/lib/routes/methods';
import { OPEN_GRAPH_IMAGE_ID } from '@/lib/routes/table';
import { shareJpeg, sharePictureSize } from './jpeg';

type Item<F extends BuiltInFamily> = NonNullable<ReturnType<(typeof builtInItems)[F]>>;
/** The page's params; none at build, when Next asks which pictures to make ahead (none: each on its first request). */
type Params = { id?: string } | undefined;
/** What the page shares: its item's picture (a path under public/, as the page shows it) and the page's title. */
type Shared = { src: string; alt: string };

/** Crawlers of social networks fetch it once per share; a day's keeping spares them and us. */
const CACHE_CONTROL = 'public, max-age=86400';

/** The `generateImageMetadata` and default export of the `opengraph-image` of `family`'s pages. */
export function itemImage<F extends BuiltInFamily>(family: F, shared: (item: Item<F>) => Shared) {
  /** The picture's file and the size it is shared at; none for no item, or a file that is no picture sharp can read. */
  async function pictureOf(params: Params) {
    const id = parseId(params?.id);
    const item = id === null ? undefined : (builtInItems[family](id) as Item<F> | undefined);
    if (item === undefined) return null;
    const { src, alt } = shared(item);
    const file = publicFilePath(src);
    const size = file === null ? null : await sharePictureSize(file);
    return file === null || size === null ? null : { file, size, alt };
  }

  return {
    async generateImageMetadata({ params }: { params: Params }) {
      const picture = await pictureOf(params);
      return picture === null
        ? []
        : [{ id: OPEN_GRAPH_IMAGE_ID, alt: picture.alt, size: picture.size, contentType: 'image/jpeg' }];
    },

    async Image({ params }: { params: Promise<{ id: string }> }): Promise<Response> {
      // Next answers 404 itself for a page whose generateImageMetadata named no picture.
      const picture = await pictureOf(await params);
      if (picture === null) return plainAnswer(404, 'Not Found');
      // One whose header reads but whose pixels do not (cut short) is shared as it is, rather than every share of
      // the page getting an error.
      const jpeg = await shareJpeg(picture.file, picture.size).catch((error: unknown) => {
        const href = publicFileHref(picture.file);
        console.warn(`[share picture] ${href} is shared as it is, no JPEG: ${errorMessage(error)}`);
        return null;
      });
      if (jpeg === null)
        return new Response(null, {
          status: 307,
          headers: { Location: publicFileHref(picture.file), 'Cache-Control': CACHE_CONTROL },
        });
      return new Response(new Uint8Array(jpeg), {
        headers: { 'Content-Type': 'image/jpeg', 'Cache-Control': CACHE_CONTROL },
      });
    },
  };
}
