// Fetches one answer from the content service, or from the embedded sample when none is configured,
// within a time budget and a size limit, never throwing.
import { fetch } from 'undici';
import { embeddedCmsResponse } from '@/content/cms-sample';
import { textUpTo } from '@/lib/bounded-body';
import type { CmsConfig } from './config';

/**
 * The service and its media host are asked with undici's fetch (what Node's own fetch is built on), not the global
 * one Next patches: an answer is cached by its getter (getters.ts), and Next's fetch in a cached page would turn the
 * page dynamic (a `no-store` fetch in a cached page fails its render). Typed as the global fetch: undici's answers
 * are the same WHATWG Response, its types only spelled apart.
 */
export const serviceFetch = fetch as unknown as typeof globalThis.fetch;

/** What one call to the service came to, before its JSON is parsed with zod. */
export type CmsOutcome =
  | { kind: 'json'; json: unknown }
  /** A deliberate "nothing here" (204, empty body): a real answer, cached like one. */
  | { kind: 'empty' }
  /** Anything that is not a usable answer: the caller keeps what it had. */
  | { kind: 'failed'; reason: string };

/** No answer of the contract comes near this; a larger one is refused, not read into memory. */
export const MAX_ANSWER_BYTES = 5 * 1024 * 1024;

export function interpretAnswer(status: number, contentType: string, body: string): CmsOutcome {
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
    const body = await textUpTo(response, MAX_ANSWER_BYTES);
    if (body === null) return { kind: 'failed', reason: 'answer too large' };
    return interpretAnswer(response.status, response.headers.get('content-type') ?? '', body);
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
    return interpretAnswer(
      answer.status,
      answer.headers['content-type'] ?? answer.headers['Content-Type'] ?? '',
      answer.body,
    );
  }
  return requestLive(config.apiUrl, path, config.timeoutMs);
}
