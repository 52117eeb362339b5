// The icon a phone puts on its home screen for the site, in Next's `apple-icon` file convention (Next links it
// from every page): the settings' icon drawn at 180 x 180 (lib/home-screen-icon/). iPhones that ask for it by
// name (`/apple-touch-icon.png`, `-precomposed`) get it too: the route table draws those addresses here.
import { getSettings, readMadePicture } from '@/lib/cms';
import { HOME_SCREEN_ICON, HOME_SCREEN_ICON_SIZE } from '@/lib/home-screen-icon/render';

export const size = { width: HOME_SCREEN_ICON_SIZE, height: HOME_SCREEN_ICON_SIZE };
export const contentType = 'image/png';

/** Phones keep it a day: an icon changes rarely. */
const CACHE_CONTROL = 'public, max-age=86400';

export default async function AppleIcon(): Promise<Response> {
  const png = await readMadePicture((await getSettings()).favicon, HOME_SCREEN_ICON);
  // No icon to make one of (never had, or no picture): the phone draws its own, as without this address.
  if (png === null) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  return new Response(new Uint8Array(png), {
    headers: { 'Content-Type': contentType, 'Cache-Control': CACHE_CONTROL },
  });
}
