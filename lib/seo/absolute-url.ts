// Structured data, feeds and calendars are read outside the site: every URL in them is absolute.

/** A site path (`/images/a.webp`) joined to `origin`; an absolute http(s) URL (a media host) is kept. */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, `${origin}/`).href;
}
