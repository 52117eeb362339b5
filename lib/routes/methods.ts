// Which HTTP methods an address answers, decided in the proxy before anything renders. Next lets any
// method reach a page or a route handler: a POST to a cached feed would be stored as the feed's answer for
// every later visitor, and a form post Next cannot read (a malformed body, another site's) would be a 500.
// Relative: next.config.ts imports this module, and it has no path aliases.
import { bytesUpTo } from '../bounded-body';
import { boundaryOf, MAX_FORM_PARTS, partCount } from '../forms/form-parts';
import type { Resolution } from './resolve';
import { UNAVAILABLE_HEADERS } from './status-pages';

export const READ: readonly string[] = ['GET', 'HEAD'];

/**
 * The largest form post taken, in bytes: Next's cap on a server action's body too (next.config.ts sets
 * `serverActions.bodySizeLimit` to it). A volunteer's CV of 5 MB and its fields fit; a larger CV still gets its
 * message beside the field.
 */
export const ACTION_BODY_LIMIT = 6 * 1024 * 1024;

/** A short answer in plain text, never stored. */
export function plainAnswer(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(`${text}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

/** The host a browser says the post came from, as Next compares it (`x-forwarded-host`, else `host`). */
function fromAnotherSite(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return false;
  const served = (request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? '').split(',')[0]!.trim();
  return URL.parse(origin)?.host !== served;
}

/**
 * Why a form post cannot be taken, as the answer to give, or null when Next can read it: a form's action is
 * always sent as multipart form data (its arguments hold the form's FormData).
 */
async function postRefusal(request: Request): Promise<Response | null> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) return plainAnswer(415, 'A form is sent as multipart/form-data.');
  if (fromAnotherSite(request))
    return plainAnswer(
      403,
      'This form was sent from a page of another site, so it was not accepted. Please use the form on our own page.',
    );
  // Next keeps a copy of the body for the page whatever the proxy reads (it buffers it for this).
  const body = await bytesUpTo(request, ACTION_BODY_LIMIT);
  if (body === null)
    return plainAnswer(
      413,
      'The form is too large to be sent: a file sent with it may be 5 MB at most. Please go back and choose a smaller one.',
    );
  // Counted before parsing: a post of thousands of fields would cost seconds of parsing to every other visitor.
  const boundary = boundaryOf(type);
  if (boundary && partCount(body, boundary) > MAX_FORM_PARTS)
    return plainAnswer(413, 'The form has more fields than any form of this site, so it was not sent.');
  try {
    await new Response(body, { headers: { 'content-type': type } }).formData();
  } catch {
    return plainAnswer(400, 'The form could not be read.');
  }
  return null;
}

/**
 * The answer for a request whose method the address does not take (or cannot read), else null. A redirect, a 404 or a
 * 503 answers any method (a 308 keeps it). What route handlers answer (feeds, the sitemap, icons) is read only; every
 * page takes a form's post too: its forms' server actions are posted to the page they are on (the footer's newsletter).
 */
export async function methodRefusal(request: Request, resolution: Resolution): Promise<Response | null> {
  const { method } = request;
  // Next answers OPTIONS to a page drawn on request, our 503 page too, with an empty 400 (to our 404 page, whole).
  if (method === 'OPTIONS' && resolution.kind === 'unavailable')
    return plainAnswer(503, 'This page is back in a moment.', UNAVAILABLE_HEADERS);
  if (resolution.kind !== 'page') return null;
  const allowed = resolution.handler ? READ : [...READ, 'POST'];
  if (method === 'POST' && !resolution.handler) return postRefusal(request);
  if (allowed.includes(method)) return null;
  if (method === 'OPTIONS') return new Response(null, { status: 204, headers: { Allow: allowed.join(', ') } });
  return methodNotAllowed(allowed);
}

/** 405, saying in words and in `Allow` which methods the address takes. */
export function methodNotAllowed(allowed: readonly string[]): Response {
  const allow = allowed.join(', ');
  return plainAnswer(405, `This address answers ${allow}.`, { Allow: allow });
}
