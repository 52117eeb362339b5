// How the site asks the content service: one GET of a contract path (or the embedded sample's response, when no
// service is configured) within a time budget and a size limit, never throwing; and the bytes of one of its
// pictures, for the few responses the site makes from a picture rather than linking it (the home-screen icon).
import 'server-only';
import { readFile, stat } from 'node:fs/promises';
import { fetch } from 'undici';
import { embeddedCmsResponse } from '@/content/cms-sample';
import { bytesUpTo, textUpTo } from '@/lib/bounded-body';
import { publicFilePath } from '@/lib/public-files';
import { isOffMediaHost, type CmsConfig } from './config';

/**
 * The service and its media host are asked with undici's fetch (what Node's own fetch is built on), not the global
 * one Next patches: an answer is cached by its getter (index.ts), and Next's fetch in a cached page would turn the
 * page dynamic (a `no-store` fetch in a cached page fails its render). Typed as the global fetch: undici's answers
 * are the same WHATWG Response, its types only spelled apart.
 */
const serviceFetch = fetch as unknown as typeof globalThis.fetch;

/** What one call to the service came to, before its JSON is parsed with zod. */
export type CmsOutcome =
  | { kind: 'json'; json: unknown }
  /** A deliberate "nothing here" (204, empty body): a real answer, cached like one. */
  | { kind: 'empty' }
  /** Anything that is not a usable answer: the caller keeps what it had. */
  | { kind: 'failed'; reason: string };

/** No answer of the contract comes near this; a larger one is refused, not read into memory. */
export const MAX_RESPONSE_BYTES = 5 * 1024 * 1024;

export function interpretResponse(status: number, contentType: string, body: string): CmsOutcome {
  if (status === 204 || (status >= 200 && status < 300 && body.trim() === '')) return { kind: 'empty' };
  if (status < 200 || status >= 300) return { kind: 'failed', reason: `HTTP ${status}` };
  const looksJson = /json/i.test(contentType) || /^\s*[{[]/.test(body);
  if (!looksJson) return { kind: 'failed', reason: `not JSON (${contentType || 'no content type'})` };
  try {
    return { kind: 'json', json: JSON.parse(body) };
  } catch {
    return { kind: 'failed', reason: 'malformed JSON' };
  }
}

async function requestLive(apiUrl: string, path: string, timeoutMs: number): Promise<CmsOutcome> {
  let signal: AbortSignal | undefined;
  try {
    // Made inside the try: a budget no timer takes throws here, and this call never throws.
    signal = AbortSignal.timeout(timeoutMs);
    // Anonymous GET, no credentials and no Authorization header: a stale token makes the service
    // answer 401 even on public routes. Redirects (slash-less by-id paths) are followed.
    const response = await serviceFetch(`${apiUrl}${path}`, {
      method: 'GET',
      headers: { Accept: 'application/json' },
      redirect: 'follow',
      credentials: 'omit',
      signal,
    });
    // Read only up to the cap, also when a chunked answer declares no length.
    const body = await textUpTo(response, MAX_RESPONSE_BYTES);
    if (body === null) return { kind: 'failed', reason: 'answer too large' };
    return interpretResponse(response.status, response.headers.get('content-type') ?? '', body);
  } catch (error) {
    if (signal === undefined) return { kind: 'failed', reason: `no timer takes a budget of ${timeoutMs} ms` };
    if (signal.aborted) return { kind: 'failed', reason: `slower than ${timeoutMs} ms` };
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    return { kind: 'failed', reason: `unreachable (${cause})` };
  }
}

/** One GET of a contract path, from the live service or, when none is configured, the embedded sample. */
export async function requestCms(path: string, config: CmsConfig): Promise<CmsOutcome> {
  if (config.apiUrl === null) {
    const answer = embeddedCmsResponse(path);
    return interpretResponse(
      answer.status,
      answer.headers['content-type'] ?? answer.headers['Content-Type'] ?? '',
      answer.body,
    );
  }
  return requestLive(config.apiUrl, path, config.timeoutMs);
}

/** An icon or logo is a few KB; no picture the site makes something of needs more. */
export const MAX_MEDIA_BYTES = 2 * 1024 * 1024;

async function publicFile(src: string): Promise<Uint8Array | null> {
  let relative: string;
  try {
    relative = decodeURIComponent(src.split(/[?#]/)[0]!);
  } catch {
    return null;
  }
  const file = publicFilePath(relative);
  if (file === null) return null;
  try {
    const found = await stat(/* turbopackIgnore: true */ file);
    if (!found.isFile() || found.size > MAX_MEDIA_BYTES) return null;
    return new Uint8Array(await readFile(/* turbopackIgnore: true */ file));
  } catch {
    return null;
  }
}

/**
 * Whether an answer may be a picture by its type: anything but a page or a message. A host's maintenance or login
 * page answered with 200 (`text/html`) is no picture of ours, and is not had, so the picture made before it stays;
 * a picture labelled loosely (`application/octet-stream`, S3's `binary/octet-stream`, an SVG as `text/xml`) is read.
 */
function mayBePicture(contentType: string | null): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return !(
    type === 'application/json' ||
    type === 'application/xhtml+xml' ||
    (type.startsWith('text/') && type !== 'text/xml')
  );
}

async function mediaHostFile(src: string, config: CmsConfig): Promise<Uint8Array | null> {
  try {
    const response = await serviceFetch(src, {
      credentials: 'omit',
      redirect: 'error',
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok || !mayBePicture(response.headers.get('content-type'))) {
      await response.body?.cancel();
      return null;
    }
    return await bytesUpTo(response, MAX_MEDIA_BYTES);
  } catch {
    return null;
  }
}

/**
 * The bytes of the picture at `src` (a same-site path or an address on the service's media host), or null
 * when it cannot be had: missing, too large, slower than the budget, or on another host (the site fetches
 * from the service's hosts only, as next/image does).
 */
export async function readMediaFile(src: string, config: CmsConfig): Promise<Uint8Array | null> {
  if (src.startsWith('/') && !src.startsWith('//')) return publicFile(src);
  if (!/^https?:\/\//i.test(src) || isOffMediaHost(src, config.mediaUrl)) return null;
  return mediaHostFile(src, config);
}
