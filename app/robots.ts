// `/robots.txt`: tells crawlers where the sitemap is and keeps them off the API (lib/seo/robots.ts).
import type { MetadataRoute } from 'next';
import { robotsRules } from '@/lib/seo/robots';
import { getSiteOrigin } from '@/lib/seo/site-origin';

export default async function robots(): Promise<MetadataRoute.Robots> {
  return robotsRules(await getSiteOrigin());
}
