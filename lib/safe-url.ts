// Keeps addresses from outside our code (the service, editors, the environment) to the kinds a link or
// a call may safely use. Imported by next.config.ts (through lib/cms/config): no path aliases.
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** A URL field from outside our code, kept only when it is http(s), mailto or tel. */
export function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed);
    return ALLOWED_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** The origin of an http(s) URL (`https://example.org/x` -> `https://example.org`), else null. */
export function httpOrigin(value: unknown): string | null {
  return typeof value === 'string' ? (httpUrl(value)?.origin ?? null) : null;
}

/** A `tel:` link for a phone number as typed by an editor. */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '');
  return digits ? `tel:${digits}` : null;
}

export function mailtoHref(email: string): string | null {
  return /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(email.trim()) ? `mailto:${email.trim()}` : null;
}

/** An http(s) address from configuration, parsed; anything else (another scheme, not a URL, blank) is null. */
export function httpUrl(value: string | undefined): URL | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
