// The answer at `/favicon.ico`: a redirect to the site's icon wherever the settings keep it.

/** Browsers and proxies may keep the redirect a day: an icon changes rarely, and an old one for a day is harmless. */
const CACHE_CONTROL = 'public, max-age=86400';

/** Stands in for this site's origin while a same-site path is parsed; never part of the answer. */
const PARSE_BASE = 'http://site.invalid';

/**
 * `icon` as a header value: percent-encoded by the URL parser (a space, a non-ASCII letter or a line
 * break from the service would make the header invalid, and the answer a 500), a same-site path kept relative.
 */
function locationOf(icon: string): string {
  const url = new URL(icon, PARSE_BASE);
  return url.origin === PARSE_BASE ? `${url.pathname}${url.search}` : url.href;
}

/**
 * A temporary redirect (302) to `icon`, the settings' icon address (a same-site path or a media URL), so the
 * icon is served once, by whatever serves it, in whatever format it has; temporary, since an editor may change it.
 */
export function faviconRedirect(icon: string): Response {
  return new Response(null, { status: 302, headers: { Location: locationOf(icon), 'Cache-Control': CACHE_CONTROL } });
}
