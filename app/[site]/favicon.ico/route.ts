// `/favicon.ico`: browsers without the page's icon link, feed readers, bookmark tools and crawlers ask
// for it by name. The icon is the service's (settings), so this address points at it.
import { renderOnDemand } from '@/lib/routes/render-on-demand';
import { forThisSite } from '@/lib/routes/this-site-handler';
import { faviconRedirect } from '@/lib/seo/favicon-redirect';
import { getSettings } from '@/lib/cms';

/** Built on its first request and cached like robots.txt, so it follows a changed icon with the settings. */
export const generateStaticParams = renderOnDemand;

export const GET = forThisSite(async (): Promise<Response> => faviconRedirect((await getSettings()).favicon));
