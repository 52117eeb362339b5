import 'server-only';
import { headers } from 'next/headers';

type HeaderLookup = { get(name: string): string | null };

/** A DNS name, IPv4 address or bracketed IPv6 address, with an optional port; nothing else. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The first value of a header a chain of proxies may have appended to (`https, http`). */
function first(value: string | null): string | undefined {
  return value?.split(',')[0]?.trim() || undefined;
}

/**
 * The site's origin as the visitor asked for it, from the proxy's `x-forwarded-*` headers or the
 * `host` header. A value that is not a plain host (a forged header carrying a path or markup)
 * yields null rather than a link to somewhere else.
 */
export function originFromHeaders(lookup: HeaderLookup): string | null {
  const host = first(lookup.get('x-forwarded-host')) ?? first(lookup.get('host'));
  const proto = first(lookup.get('x-forwarded-proto'))?.toLowerCase() ?? 'http';
  if (!host || !HOST.test(host) || (proto !== 'http' && proto !== 'https')) return null;
  return `${proto}://${host.toLowerCase()}`;
}

/** The origin of the request being rendered (null when its headers name no usable host). */
export async function requestOrigin(): Promise<string | null> {
  return originFromHeaders(await headers());
}
