// `/favicon.ico`: browsers without the page's icon link, feed readers, bookmark tools and crawlers ask
// for it by name. The icon is the service's (settings), so this address points at it.
import { faviconRedirect } from '@/lib/seo/favicon-redirect';
import { getSettings } from '@/lib/cms';

/** Cached like the pages, so it follows a changed icon with the settings. */
export const dynamic = 'force-static';

export async function GET(): Promise<Response> {
  return faviconRedirect((await getSettings()).favicon);
}
