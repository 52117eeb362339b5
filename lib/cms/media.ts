// Where a picture the service names lives: its paths made URLs on the media host, and whether a URL is off it.
import { readCmsConfig } from './config';

/**
 * The contract's one rule for image paths: absolute http(s) URLs are used as they are, a path
 * starting with `/` is joined to the media base, anything else lives under `{media}/media/`.
 * Anything else that looks like a URL (another scheme, protocol-relative) is refused.
 */
export function mediaUrl(value: unknown, mediaBase: string): string | null {
  if (typeof value !== 'string') return null;
  const path = value.trim();
  if (!path) return null;
  if (/^https?:\/\//i.test(path)) return path;
  if (path.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(path)) return null;
  if (path.startsWith('/')) return `${mediaBase}${path}`;
  return `${mediaBase}/media/${path}`;
}

/** A content image value (string, list, null or junk) as a list of usable URLs. */
export function mediaList(value: unknown, mediaBase: string): string[] {
  const values = Array.isArray(value) ? value : [value];
  return values.map((v) => mediaUrl(v, mediaBase)).filter((url): url is string => url !== null);
}

/** An absolute URL off the service's media host (a foreign or pasted link): the image optimiser will not fetch it. */
export function isOffMediaHost(src: string, mediaBase: string = readCmsConfig().mediaUrl): boolean {
  if (!/^https?:\/\//i.test(src)) return false;
  return !mediaBase || !src.startsWith(`${mediaBase}/`);
}
