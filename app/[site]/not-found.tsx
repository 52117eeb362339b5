// What a page shows when its item vanished between the proxy's check and the render, and the 404
// page's metadata: the same not-found view as the 404 page, inside the site's frame.
import { NotFoundView, notFoundMetadata } from '@/components/site/NotFoundView';

// With status 404, Next takes the page's metadata from this boundary, not from the page that was
// rendered (app/[site]/page-not-found): without this export the 404 page would have the site's default title.
export const metadata = notFoundMetadata;

/** A page that finds its item gone after the proxy let it through (content changed in between). */
export default function SiteNotFound() {
  return <NotFoundView />;
}
