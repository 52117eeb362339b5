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
import { plainAnswer, READ } from './methods';

/** Where the files of an address's first segments are on disk (`next start` runs in the project). */
function fileRoots(): Readonly<Record<string, string>> {
  const publicFolder = join(process.cwd(), 'public');
  return {
    '/_next/static/': join(process.cwd(), '.next', 'static'),
    '/brand/': join(publicFolder, 'brand'),
    '/images/': join(publicFolder, 'images'),
    '/media/': join(publicFolder, 'media'),
  };
}

/** The file `pathname` names, with its size and last change, or null when it names none. */
async function fileAt(pathname: string): Promise<{ size: number; modified: Date } | null> {
  const prefix = Object.keys(fileRoots()).find((start) => pathname.startsWith(start));
  if (!prefix) return null;
  const root = fileRoots()[prefix]!;
  let path: string;
  try {
    path = join(root, decodeURIComponent(pathname.slice(prefix.length)));
  } catch {
    return null;
  }
  // An escaped `..` must not reach outside the folder: a 416 says the size of the file it names.
  if (!path.startsWith(root + sep)) return null;
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

/** Whether a picture's address for the optimiser cannot be decoded, as the optimiser decodes it. */
function undecodablePicture(url: string | null): boolean {
  if (!url?.startsWith('/')) return false;
  try {
    decodeURIComponent(new URL(url, 'http://picture.invalid').pathname);
    return false;
  } catch {
    return true;
  }
}

/** The answer to a file's request that reached the proxy: a refusal Next would have made a 500, or Next's own. */
export async function fileRequestAnswer(request: NextRequest): Promise<Response> {
  const { pathname, searchParams } = request.nextUrl;
  if (pathname === '/_next/image' && undecodablePicture(searchParams.get('url'))) {
    return plainAnswer(400, '"url" parameter is not a valid address.');
  }
  const file = await fileAt(pathname);
  if (!file) return NextResponse.next();
  if (!(READ as readonly string[]).includes(request.method)) {
    return plainAnswer(405, `This address answers ${READ.join(', ')}.`, { Allow: READ.join(', ') });
  }
  if (preconditionFails(request.headers, file.modified)) return plainAnswer(412, 'The file has changed since.');
  const headers = new Headers(request.headers);
  headers.delete('if-match');
  headers.delete('if-unmodified-since');
  const range = request.headers.get('range');
  if (range !== null) {
    // The same reading of the header as Next's file server (`send` parses it with range-parser).
    const ranges = parseRange(file.size, range, { combine: true });
    if (ranges === -1) return plainAnswer(416, 'No part of the file is in that range.', { 'Content-Range': `bytes */${file.size}` });
    // A header that is no range at all, or of another unit, is ignored: the whole file is sent.
    if (ranges === -2 || ranges.type !== 'bytes') headers.delete('range');
  }
  return NextResponse.next({ request: { headers } });
}
