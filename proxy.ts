// Every page address passes here first: the route table says what it is, and the request is
// rewritten to the page that draws it under `app/[site]/` (cached per content service), redirected
// when it names a page another way (`/about`, `/Donate`), or rewritten to our 404 page with status
// 404 — a whole page, decided before rendering. Static files and the API routes never come here
// (see `config.matcher`).
import { NextResponse, type NextRequest } from 'next/server';
import { cmsRouteLookups } from '@/lib/cms/route-lookups';
import { methodRefusal } from '@/lib/routes/methods';
import { resolveAddress } from '@/lib/routes/resolve';
import { NOT_FOUND_TARGET } from '@/lib/routes/not-found';
import { siteKey } from '@/lib/site-key';
import { contentSecurityPolicy } from '@/lib/content-security-policy';

const SITE = siteKey();
/** Every page's policy, for the service this server started with (next.config.ts sets it on the rest). */
const POLICY = { 'Content-Security-Policy': contentSecurityPolicy(process.env) };

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const resolution = await resolveAddress(pathname, search, cmsRouteLookups);
  const refusal = await methodRefusal(request, resolution);
  if (refusal) return refusal;
  if (resolution.kind === 'handler') return NextResponse.next({ headers: POLICY });
  if (resolution.kind === 'redirect') return NextResponse.redirect(new URL(resolution.location, request.url), resolution.permanent ? 308 : 307);
  // Built from `request.url`, the address this server was asked for (see skipProxyUrlNormalize in
  // next.config.ts), so that Next takes the rewrite for one of its own pages.
  const url = new URL(request.url);
  if (resolution.kind === 'page') {
    url.pathname = `/${SITE}${resolution.target === '/' ? '' : resolution.target}`;
    return NextResponse.rewrite(url, { headers: POLICY });
  }
  url.pathname = `/${SITE}${NOT_FOUND_TARGET}`;
  url.search = '';
  // Conditions apply to 2xx answers only (RFC 9110, 13.2.1): without this, the cached 404 page's
  // ETag would turn `If-None-Match` into a 304 for an address that is no page.
  const headers = new Headers(request.headers);
  headers.delete('if-none-match');
  headers.delete('if-modified-since');
  // Any method gets the 404 page; a body posted to no page is not Next's to read as a form.
  headers.delete('content-type');
  headers.delete('next-action');
  return NextResponse.rewrite(url, { status: 404, headers: POLICY, request: { headers } });
}

export const config = {
  matcher: ['/((?!_next/|api/|brand/|images/|media/).*)'],
};
