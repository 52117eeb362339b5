// The public origin every absolute URL of the site (structured data, feeds, calendars) is built on.
import { getSettings, type SiteSettings } from '@/lib/cms';
import { httpOrigin } from '@/lib/safe-url';

export const DEFAULT_SITE_ORIGIN = 'http://localhost:3000';

type Env = Record<string, string | undefined>;

/**
 * `SITE_URL` when it is an http(s) URL, else the site address the content service states, else
 * http://localhost:3000. Read per call, so one build can be served under any address.
 */
export function resolveSiteOrigin(siteAddress: string | null, env: Env = process.env): string {
  return httpOrigin(env.SITE_URL) ?? httpOrigin(siteAddress) ?? DEFAULT_SITE_ORIGIN;
}

export type SiteContext = { settings: SiteSettings; origin: string };

/** The site's settings (from the content cache) and its public origin, for the request being answered. */
export async function getSiteContext(): Promise<SiteContext> {
  const settings = await getSettings();
  return { settings, origin: resolveSiteOrigin(settings.siteAddress) };
}

/** The site's public origin for the request being answered. */
export async function getSiteOrigin(): Promise<string> {
  return (await getSiteContext()).origin;
}
