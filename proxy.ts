// Every page address passes here first: the route table says what it is, and the request goes on to the page at its
// own address (or the one that draws it: a blog list's query, a menu of any name), is redirected when it names a page
// another way (`/about`, `/Donate`), or is rewritten to our whole 404 page with status 404 (or, for `/about` while the
// service has never answered, a "back in a moment" page with 503): decided before rendering, since a page's own
// notFound() sends an empty body (vercel/next.js#62228). Static files come here only for what Next's file server
// would answer with a 500 (see `config.matcher`).
import { NextResponse, type NextRequest } from 'next/server';
import { fileRequestAnswer, isFileAddress } from '@/lib/routes/file-requests';
import { menuLookups } from '@/lib/routes/menu-lookups';
import { methodRefusal } from '@/lib/routes/methods';
import { resolveAddress } from '@/lib/routes/resolve';
import { NOT_FOUND_TARGET, UNAVAILABLE_HEADERS, UNAVAILABLE_TARGET } from '@/lib/routes/status-pages';
import { contentSecurityPolicy } from '@/lib/content-security-policy';

// Set here, not in next.config.ts `headers()`: those are fixed at build, and the policy names the service's hosts,
// read at start.
const POLICY = { 'Content-Security-Policy': contentSecurityPolicy(process.env) };

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (isFileAddress(pathname)) return fileRequestAnswer(request);
  const resolution = await resolveAddress(pathname, search, menuLookups);
  const refusal = await methodRefusal(request, resolution);
  if (refusal) return refusal;
  switch (resolution.kind) {
    case 'redirect':
      return NextResponse.redirect(new URL(resolution.location, request.url), resolution.permanent ? 308 : 307);
    case 'page': {
      const { target } = resolution;
      if (target === undefined || target === pathname) return NextResponse.next({ headers: POLICY });
      // On `request.url`, the address this server was asked for (skipProxyUrlNormalize), so Next takes it for its own.
      return NextResponse.rewrite(new URL(target + search, request.url), { headers: POLICY });
    }
    case 'unavailable':
      return statusPage(request, UNAVAILABLE_TARGET, 503, UNAVAILABLE_HEADERS);
    case 'not-found':
      return statusPage(request, NOT_FOUND_TARGET, 404);
  }
}

/** `request` answered with the cached status page at `target`, with `status`. */
function statusPage(request: NextRequest, target: string, status: number, extra: Record<string, string> = {}) {
  const headers = new Headers(request.headers);
  // Conditions apply to 2xx answers only (RFC 9110, 13.2.1): the status page's ETag would make a 304 of them. And any
  // method gets the status page: a body posted to no page is not Next's to read as a form (a 500).
  for (const name of ['if-none-match', 'if-modified-since', 'content-type', 'next-action']) headers.delete(name);
  const url = new URL(target, request.url);
  return NextResponse.rewrite(url, { status, headers: { ...POLICY, ...extra }, request: { headers } });
}

// Literal, as Next reads it at build. Every page address; a file's request only when Next's file server
// would answer it with a 500 (a Range, a precondition, a body) or its image optimiser would throw (a `%`
// in the picture's address, once decoded): a file request through the proxy costs a large share of the file
// server's rate, so the plain ones never come.
export const config = {
  matcher: [
    '/((?!_next/|api/|brand/|images/|media/).*)',
    { source: '/:folder(_next|brand|images|media)/:path*', has: [{ type: 'header', key: 'range' }] },
    { source: '/:folder(_next|brand|images|media)/:path*', has: [{ type: 'header', key: 'if-match' }] },
    { source: '/:folder(_next|brand|images|media)/:path*', has: [{ type: 'header', key: 'if-unmodified-since' }] },
    // A request with a body: another method than GET or HEAD, which Next answers with a 500 too (405 meant).
    { source: '/:folder(_next|brand|images|media)/:path*', has: [{ type: 'header', key: 'content-length' }] },
    { source: '/:folder(_next|brand|images|media)/:path*', has: [{ type: 'header', key: 'transfer-encoding' }] },
    // `[\s\S]`, not `.`: a line break in the address (`%0A`) must not hide the `%`.
    { source: '/_next/image', has: [{ type: 'query', key: 'url', value: '/[\\s\\S]*%[\\s\\S]*' }] },
    // A backslash, which the optimiser's URL parsing reads as a slash (`/\\evil.example/x.png`, another host).
    { source: '/_next/image', has: [{ type: 'query', key: 'url', value: '/[\\s\\S]*\\\\[\\s\\S]*' }] },
  ],
};
