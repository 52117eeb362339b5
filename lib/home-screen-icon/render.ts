// The icon a phone puts on its home screen for the site (`/apple-touch-icon.png`): the settings' icon
// drawn at 180 x 180, the size iOS asks for, on white (iOS draws a transparent corner black).
import 'server-only';
import sharp from '@/lib/load-sharp';
import type { PictureRecipe } from '@/lib/cms';
import { errorMessage } from '@/lib/error-message';

export const HOME_SCREEN_ICON_SIZE = 180;

/** sharp draws an SVG at 72 dots per inch unless told otherwise: one pixel per unit of its declared size. */
const SVG_BASE_DENSITY = 72;
/** An SVG is drawn at twice the icon's size, then scaled down: sharp edges at 180 px whatever its units. */
const SVG_DRAWN_SIZE = HOME_SCREEN_ICON_SIZE * 2;

/**
 * The density to draw an SVG declared `width` x `height` units at, so that its longer side is SVG_DRAWN_SIZE
 * pixels: a 40-unit icon is drawn large enough, and a 4000-unit one is not drawn at sixty million pixels,
 * past sharp's limit (which would make such a valid icon "no picture").
 */
function svgDensity(width: number, height: number): number {
  // sharp takes 1 to 100,000; past 26,000 units an SVG is drawn larger than SVG_DRAWN_SIZE, then scaled down.
  return Math.min(100_000, Math.max(1, (SVG_BASE_DENSITY * SVG_DRAWN_SIZE) / Math.max(width, height, 1)));
}

/** `bytes` (an SVG, PNG, WebP or JPEG; sharp reads no ICO) as the home-screen icon's PNG; null when they are no picture. */
export async function renderHomeScreenIcon(bytes: Uint8Array): Promise<Uint8Array | null> {
  try {
    // The header only: its declared size is read without the pixel limit, which applies to the drawing.
    const { format, width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    const input = format === 'svg' ? sharp(bytes, { density: svgDensity(width, height) }) : sharp(bytes);
    const png = await input
      .autoOrient()
      .resize(HOME_SCREEN_ICON_SIZE, HOME_SCREEN_ICON_SIZE, { fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer();
    return new Uint8Array(png);
  } catch (error) {
    // The service's logo is then no icon (the built-in one stands); the operator hears why.
    console.warn(`[home-screen icon] the logo could not be drawn as an icon: ${errorMessage(error)}`);
    return null;
  }
}

/** The recipe the home-screen icon is made and kept by (lib/cms/index.ts). */
export const HOME_SCREEN_ICON: PictureRecipe = {
  name: `home-screen-icon-${HOME_SCREEN_ICON_SIZE}`,
  make: renderHomeScreenIcon,
};
