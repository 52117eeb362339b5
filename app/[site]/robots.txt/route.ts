// `/robots.txt`: tells crawlers where the sitemap is and keeps them off the API (the account screens say
// `noindex` themselves, see lib/seo/robots.ts).
import { robotsTxt } from '@/lib/seo/robots';
import { renderOnDemand } from '@/lib/routes/render-on-demand';
import { forThisSite } from '@/lib/routes/this-site-handler';
import { getSiteOrigin } from '@/lib/seo/site-origin';

/**
 * `/robots.txt` (the proxy rewrites it here): it names the sitemap on the public origin, which is
 * known only once the server runs, so it is built on its first request and then served from Next's
 * cache like the pages. (Next's `app/robots.ts` lives only at the root, where it is built once at
 * build time.)
 */
export const generateStaticParams = renderOnDemand;

export const GET = forThisSite(async (): Promise<Response> => {
  return new Response(robotsTxt(await getSiteOrigin()), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
});
