// A query carried in one path segment: the proxy rewrites a blog list (`/blog?tag=…&page=…`) to the
// page that draws it, `/blog-list/{segment}`, so each list page is rendered once and cached. The
// segment is base64url, whose characters no percent-decoding changes: the page reads back exactly
// what the proxy wrote, whether or not the segment was decoded on the way (a tag holding `&`, `+`
// or `%` would not survive a second decoding of a percent-encoded query).

export function queryToSegment(query: URLSearchParams): string {
  // toString() is ASCII (URLSearchParams percent-encodes everything else), which is what btoa takes.
  return btoa(query.toString()).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The query a segment of `queryToSegment` holds, or null for any other text. */
export function segmentToQuery(segment: string): URLSearchParams | null {
  if (!/^[A-Za-z0-9_-]*$/.test(segment)) return null;
  try {
    return new URLSearchParams(atob(segment.replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    return null;
  }
}
