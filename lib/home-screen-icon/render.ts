// The icon a phone puts on its home screen for the site (`/apple-touch-icon.png`): the settings' icon
// drawn at 180 x 180, the size iOS asks for, on white (iOS draws a transparent corner black).
import 'server-only';
import sharp from '@/lib/load-sharp';
import type { PictureRecipe } from '@/lib/cms';

export const HOME_SCREEN_ICON_SIZE = 180;

/** An SVG drawn at this density is sharp at 180 px for a view box as small as 40 units. */
const SVG_DENSITY = 330;

/** `bytes` (an SVG, PNG, WebP or JPEG; sharp reads no ICO) as the home-screen icon's PNG; null when they are no picture. */
export async function renderHomeScreenIcon(bytes: Uint8Array): Promise<Uint8Array | null> {
  try {
    const png = await sharp(bytes, { density: SVG_DENSITY })
      .resize(HOME_SCREEN_ICON_SIZE, HOME_SCREEN_ICON_SIZE, { fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer();
    return new Uint8Array(png);
  } catch {
    return null;
  }
}

/** The recipe the home-screen icon is made and kept by (lib/cms/made-picture.ts). */
export const HOME_SCREEN_ICON: PictureRecipe = { name: `home-screen-icon-${HOME_SCREEN_ICON_SIZE}`, make: renderHomeScreenIcon };
