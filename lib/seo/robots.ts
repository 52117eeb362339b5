// What `/robots.txt` says: where the sitemap is, and which addresses crawlers should leave alone
// (the account screens and the API), the screens' paths from the route table.
import type { MetadataRoute } from 'next';
// The serializer Next's own `app/robots.ts` route uses; robots.txt must be built per request here.
import { resolveRobots } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import { routes } from '@/lib/routes/table';
import { absoluteUrl } from './absolute-url';

/** Path prefixes of the API routes (`app/api/`), which the route table does not own. */
const API_PREFIX = '/api/';

export function robotsRules(origin: string): MetadataRoute.Robots {
  // `$` ends the match: a menu named Register (`/register/{id}`) stays crawlable.
  const accountScreens = [routes.login, routes.register, routes.forgotPassword].map((family) => `${family.href({})}$`);
  return {
    rules: { userAgent: '*', allow: '/', disallow: [...accountScreens, API_PREFIX] },
    sitemap: absoluteUrl(routes.sitemap.href({}), origin),
  };
}

export function robotsTxt(origin: string): string {
  return resolveRobots(robotsRules(origin));
}
