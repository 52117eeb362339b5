// `/apple-touch-icon.png` (and the `-precomposed` name older iPhones ask for; the proxy rewrites both here):
// the icon a phone puts on its home screen for the site, made from the settings' icon (lib/home-screen-icon/).
import { getSettings, readMadePicture } from '@/lib/cms';
import { HOME_SCREEN_ICON } from '@/lib/home-screen-icon/render';
import { renderOnDemand } from '@/lib/routes/render-on-demand';
import { forThisSite, plainNotFound } from '@/lib/routes/this-site-handler';

/** Built on its first request and cached like `/favicon.ico`, so it follows a changed icon with the settings. */
export const generateStaticParams = renderOnDemand;

/** Phones keep it a day: an icon changes rarely. */
const CACHE_CONTROL = 'public, max-age=86400';

export const GET = forThisSite(async (): Promise<Response> => {
  const png = await readMadePicture((await getSettings()).favicon, HOME_SCREEN_ICON);
  // No icon to make one of (never had, or no picture): the phone draws its own, as without this address.
  if (png === null) return plainNotFound();
  return new Response(new Uint8Array(png), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': CACHE_CONTROL },
  });
});
