// What `/robots.txt` says: where the sitemap is, and that crawlers should leave the API alone. The
// account screens are not disallowed: they say `noindex` themselves, which a crawler barred from
// fetching them would never read (a link from elsewhere could then get the bare address listed).
import type { MetadataRoute } from 'next';
import { API_PREFIX } from '@/lib/routes/api';
import { routes } from '@/lib/routes/table';
import { absoluteUrl } from './absolute-url';

export function robotsRules(origin: string): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: [API_PREFIX] },
    sitemap: absoluteUrl(routes.sitemap.href({}), origin),
  };
}
