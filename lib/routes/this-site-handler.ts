// The feeds, the sitemap and robots.txt are route handlers under `app/[site]/`, reached through the
// proxy's rewrite. Addresses the proxy never sees (`/media/…`, `/images/…`, `/brand/…`, `/api/…`,
// when no file or API route has that name) also land there, with another `site`: they are no page.
import { siteKey } from '@/lib/site-key';

type SiteContext = { params: Promise<{ site: string }> };

/** A route handler's plain 404: for another site's key, or a file it has nothing to answer with. */
export function plainNotFound(): Response {
  return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/** `handler` for this content service's key; a plain 404 for any other first segment. */
export function forThisSite(
  handler: () => Promise<Response>,
): (request: Request, context: SiteContext) => Promise<Response> {
  return async (_request, { params }) => {
    if ((await params).site === siteKey()) return handler();
    return plainNotFound();
  };
}
