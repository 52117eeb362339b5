// Where the content service is and what the site asks of it: its settings from the environment, the contract's
// paths, and the hosts its pictures and embedded maps may come from. Imported by next.config.ts and
// lib/content-security-policy.ts: relative imports only, nothing server-only.
import { httpUrl } from '../safe-url';

type Env = Record<string, string | undefined>;

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

const CONTENTS_PREFIX = '/cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/';
const IMAGES_PREFIX = '/cms_menu_content_image/api/v1/get_all_cms_menu_content_image_list_by_cms_menu_id/';

/** The five calls of the contract, as paths appended to the service's base URL; the embedded sample answers them too. */
export const CMS_PATHS = {
  sliders: '/homepage_slider/api/v1/homepage_slider/all/',
  settings: '/general_setting/api/v1/general_setting/all/',
  menus: '/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/',
  contentsPrefix: CONTENTS_PREFIX,
  contents: (menuId: number) => `${CONTENTS_PREFIX}${menuId}`,
  imagesPrefix: IMAGES_PREFIX,
  images: (menuId: number) => `${IMAGES_PREFIX}${menuId}`,
} as const;

export const DEFAULT_IFRAME_HOSTS = ['www.google.com', 'maps.google.com', 'www.openstreetmap.org'];

/** The hosts an <iframe> in the service's HTML may point at: CMS_IFRAME_HOSTS, or the default when it names none. */
export function iframeHosts(env: Env): string[] {
  const hosts = env.CMS_IFRAME_HOSTS?.split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return hosts && hosts.length > 0 ? hosts : DEFAULT_IFRAME_HOSTS;
}

type RemotePattern = { protocol: 'http' | 'https'; hostname: string; port: string; pathname: string };

/** The hosts pictures may come from, as next/image remote patterns: CMS_MEDIA_URL's and CMS_API_URL's (the
 * service may give media addresses on either). */
export function mediaRemotePatterns(env: Env): RemotePattern[] {
  const patterns: RemotePattern[] = [];
  for (const raw of [env.CMS_MEDIA_URL, env.CMS_API_URL]) {
    // An unusable URL allows nothing; the client treats it as unset.
    const url = httpUrl(raw);
    if (url)
      patterns.push({
        protocol: url.protocol === 'https:' ? 'https' : 'http',
        hostname: url.hostname,
        port: url.port,
        pathname: '/**',
      });
  }
  return patterns;
}

/** The media hosts' origins (CMS_MEDIA_URL's and CMS_API_URL's, once each), for the pages' image policy. */
export function mediaOrigins(env: Env): string[] {
  const origins = mediaRemotePatterns(env).map(
    ({ protocol, hostname, port }) => `${protocol}://${hostname}${port ? `:${port}` : ''}`,
  );
  return [...new Set(origins)];
}

/** True when the configured media host is this machine (the stand-in service in tests). */
export function mediaHostIsLoopback(env: Env): boolean {
  return mediaRemotePatterns(env).some((p) => ['127.0.0.1', 'localhost', '[::1]'].includes(p.hostname));
}

/** An absolute URL off the service's media host (a foreign or pasted link): the image optimiser will not fetch it. */
export function isOffMediaHost(src: string, mediaBase: string = readCmsConfig().mediaUrl): boolean {
  if (!/^https?:\/\//i.test(src)) return false;
  return !mediaBase || !src.startsWith(`${mediaBase}/`);
}
