import 'server-only';
import { getSettings } from '@/lib/cms';
import { publicOrigin } from '@/lib/cms/reshape';

/**
 * The site's public origin for canonical, Open Graph, sitemap and translation links: `SITE_URL`,
 * else the service's `site_address`, else null (links stay relative). Configuration, never the
 * request's headers, so that no page depends on the request and every page can be cached.
 */
export async function siteOrigin(): Promise<string | null> {
  return publicOrigin(process.env.SITE_URL) ?? (await getSettings()).siteAddress;
}
