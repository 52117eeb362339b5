// The requests for files that Next's own file server would answer with a 500: a Range it cannot serve
// (416 meant), a precondition that fails (412 meant), another method than GET or HEAD (405 meant), and a
// picture to optimise whose address cannot be decoded (400 meant). Next hands the first three to the
// pages router's error page, which an app-router site has none of, and its image optimiser throws on the
// last. The proxy sees a file's request only when it carries a Range, a precondition or a body, or such
// a picture's address (proxy.ts `config.matcher`), so a plain file request costs nothing.
import { stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import parseRange from 'range-parser';
import { NextResponse, type NextRequest } from 'next/server';
import { decodeSegment } from './ids';
import { methodNotAllowed, plainAnswer, READ } from './methods';

/** Where the files of an address's first segments are on disk (`next start` runs in the project). */
const FILE_ROOTS: ReadonlyArray<readonly [prefix: string, folder: string]> = [
  ['/_next/static/', join(process.cwd(), '.next', 'static')],
  ...['brand', 'images', 'media'].map((folder) => [`/${folder}/`, join(process.cwd(), 'public', folder)] as const),
];

/** Whether `pathname` is a file's address (or Next's image optimiser's), which the proxy answers here. */
export function isFileAddress(pathname: string): boolean {
  return pathname.startsWith('/_next/') || FILE_ROOTS.some(([prefix]) => pathname.startsWith(prefix));
}

/**
 * The file `pathname` names, with its size and last change, or null when Next would serve none: a segment
 * that is `.`, `..`, hidden or holds a NUL (Next serves no dotfile), or a path reaching out of its folder.
 */
async function fileAt(pathname: string): Promise<{ size: number; modified: Date } | null> {
  const root = FILE_ROOTS.find(([prefix]) => pathname.startsWith(prefix));
  if (!root) return null;
  const [prefix, folder] = root;
  // Decoded whole, as Next looks a file up: `causes%2Fcause-1.webp` is served as `causes/cause-1.webp`.
  const segments = decodeSegment(pathname.slice(prefix.length))?.split('/');
  if (
    !segments ||
    segments.some((segment) => segment.startsWith('.') || segment.includes('\0') || segment.includes('\\'))
  )
    return null;
  const path = join(folder, ...segments);
  // Belt and braces: a 416 says the size of the file it names.
  if (!path.startsWith(folder + sep)) return null;
  const found = await stat(path).catch(() => null);
  return found?.isFile() ? { size: found.size, modified: found.mtime } : null;
}

/**
 * Whether the request's precondition fails (RFC 9110, 13.2.2). Next's files have weak ETags, which
 * If-Match's strong comparison never matches, so only `*` passes it; If-Unmodified-Since counts in
 * whole seconds, as Last-Modified says them, and is ignored beside If-Match or when it is no date.
 */
function preconditionFails(headers: Headers, modified: Date): boolean {
  const ifMatch = headers.get('if-match');
  if (ifMatch !== null) return ifMatch.trim() !== '*';
  const since = Date.parse(headers.get('if-unmodified-since') ?? '');
  return !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) * 1000 > since;
}

/**
 * What to do with the request's Range, read as Next's file server reads it (`bytes=` only; another unit
 * it ignores): `refuse` one no byte of which is in the file (416) when nothing decides first, `drop` one
 * Next is not to serve (ignoring one is allowed), `keep` the rest. A Range counts on a GET only (RFC 9110,
 * 14.2); If-Range (which a weak ETag never satisfies) drops it, and a 304 check comes before a refusal.
 * A range range-parser finds malformed (`bytes=abc`, `bytes=0-9,`) is dropped: Next's copy is an older
 * release, which refuses some of those (a 500 again) and reads others as ranges nobody asked for.
 */
function rangeDecision(request: NextRequest, size: number): 'refuse' | 'drop' | 'keep' {
  const range = request.headers.get('range');
  if (range === null || !/^ *bytes=/.test(range)) return 'keep';
  if (request.method !== 'GET' || request.headers.has('if-range')) return 'drop';
  const ranges = parseRange(size, range, { combine: true });
  if (typeof ranges !== 'number') return 'keep';
  const checkedFirst = request.headers.has('if-none-match') || request.headers.has('if-modified-since');
  return ranges === -1 && !checkedFirst ? 'refuse' : 'drop';
}

/**
 * Whether a picture's address for the optimiser cannot be decoded, as the optimiser decodes it, or holds a
 * backslash: URL parsing reads `/\host/x.png` as another host's address, which the optimiser then fails to fetch.
 */
function unservablePicture(url: string | null): boolean {
  if (!url?.startsWith('/')) return false;
  const path = URL.parse(url, 'http://picture.invalid')?.pathname;
  return url.includes('\\') || path === undefined || decodeSegment(path) === null;
}

/** The answer to a file's request that reached the proxy: a refusal Next would have made a 500, or Next's own. */
export async function fileRequestAnswer(request: NextRequest): Promise<Response> {
  const { searchParams } = request.nextUrl;
  // Next serves a file, and its optimiser, at its address with a slash after it too.
  const pathname = request.nextUrl.pathname.replace(/(.)\/$/, '$1');
  if (pathname === '/_next/image' && unservablePicture(searchParams.get('url'))) {
    return plainAnswer(400, '"url" parameter is not a valid address.');
  }
  const file = await fileAt(pathname);
  if (!file) return NextResponse.next();
  if (!READ.includes(request.method)) return methodNotAllowed(READ);
  if (preconditionFails(request.headers, file.modified)) return plainAnswer(412, 'The file has changed since.');
  const range = rangeDecision(request, file.size);
  if (range === 'refuse') {
    return plainAnswer(416, 'No part of the file is in that range.', { 'Content-Range': `bytes */${file.size}` });
  }
  // What is left Next's file server answers (206, 304 or the whole file), without the headers that would
  // make it fail: the preconditions decided above, and a Range it is not to serve.
  const headers = new Headers(request.headers);
  headers.delete('if-match');
  headers.delete('if-unmodified-since');
  if (range === 'drop') headers.delete('range');
  return NextResponse.next({ request: { headers } });
}
