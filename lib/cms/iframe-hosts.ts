// Imported by lib/content-security-policy.ts (and so by next.config.ts): keep it free of path aliases.

type Env = Record<string, string | undefined>;

export const DEFAULT_IFRAME_HOSTS = ['www.google.com', 'maps.google.com', 'www.openstreetmap.org'];

/** The hosts an <iframe> in the service's HTML may point at: CMS_IFRAME_HOSTS, or the default when it names none. */
export function iframeHosts(env: Env): string[] {
  const hosts = env.CMS_IFRAME_HOSTS?.split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return hosts && hosts.length > 0 ? hosts : DEFAULT_IFRAME_HOSTS;
}
