// The HTTP answer of the feed and calendar routes: the format's type and a cache lifetime.

/** Feeds change only with a deployment or the site's settings: readers and proxies may keep them an hour. */
const CACHE_CONTROL = 'public, max-age=3600';

export function feedResponse(body: string, contentType: string, download?: { filename: string }): Response {
  const headers: Record<string, string> = { 'Content-Type': contentType, 'Cache-Control': CACHE_CONTROL };
  if (download) headers['Content-Disposition'] = `attachment; filename="${download.filename}"`;
  return new Response(body, { headers });
}
