// Where the content service is and how the site treats it, from the environment.
import { httpUrl } from '@/lib/safe-url';
import { iframeHosts } from './iframe-hosts';

export { DEFAULT_IFRAME_HOSTS } from './iframe-hosts';

/** Content-service settings, read at request time so one build can be pointed at any service. */
export type CmsConfig = {
  /** Base URL of the service without a trailing slash; null serves the embedded sample. */
  apiUrl: string | null;
  /** Base URL media paths are joined to ('' for the embedded sample, served from public/). */
  mediaUrl: string;
  timeoutMs: number;
  cacheSeconds: number;
  /** Hosts an <iframe> in service HTML may point at (embedded maps). */
  iframeHosts: string[];
};

type Env = Record<string, string | undefined>;

const DEFAULT_TIMEOUT_MS = 3000;
/**
 * The longest delay a Node timer takes (2^31 - 1 ms): past it `AbortSignal.timeout` fires at once (past 2^32 - 1, or
 * for a fraction, it throws).
 */
const MAX_TIMEOUT_MS = 2_147_483_647;
const DEFAULT_CACHE_SECONDS = 30;

function trimSlash(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

function httpUrlOrNull(value: string | undefined): string | null {
  const url = httpUrl(value);
  return url ? trimSlash(url.href) : null;
}

function nonNegativeNumber(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

/** A call's budget in whole milliseconds (a fraction rounded up); zero, negative, too long or no number: the default. */
function timeoutBudget(value: string | undefined): number {
  const ms = Math.ceil(nonNegativeNumber(value, DEFAULT_TIMEOUT_MS));
  return ms >= 1 && ms <= MAX_TIMEOUT_MS ? ms : DEFAULT_TIMEOUT_MS;
}

export function readCmsConfig(env: Env = process.env): CmsConfig {
  const apiUrl = httpUrlOrNull(env.CMS_API_URL);
  return {
    apiUrl,
    mediaUrl: httpUrlOrNull(env.CMS_MEDIA_URL) ?? apiUrl ?? '',
    timeoutMs: timeoutBudget(env.CMS_TIMEOUT_MS),
    cacheSeconds: nonNegativeNumber(env.CMS_CACHE_SECONDS, DEFAULT_CACHE_SECONDS),
    iframeHosts: iframeHosts(env),
  };
}
