// The picture a shared link's card shows, as page metadata names it.
import 'server-only';
import { routes } from '@/lib/routes/table';
import { sharePictureOf } from './address';
import { sharePictureSize } from './jpeg';
import { sourceFileOf } from './source-file';

export type ShareCardPicture = { url: string; width?: number; height?: number; type?: string };

/**
 * `src` as a card shows it: one of the site's own pictures as its JPEG share picture with its size (every
 * network shows it, and draws the card on the first share), any other (the service's media host) as it is.
 */
export async function shareCardPicture(src: string): Promise<ShareCardPicture> {
  const picture = sharePictureOf(src);
  const file = picture === null ? null : sourceFileOf(picture);
  const size = file === null ? null : await sharePictureSize(file);
  if (picture === null || size === null) return { url: src };
  return { url: routes.sharePicture.href({ picture }), ...size, type: 'image/jpeg' };
}
