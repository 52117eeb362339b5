// What a page shows when its item vanished between the proxy's check and the render: the same
// not-found view as the 404 page, inside the site's frame.
import { NotFoundView } from '@/components/site/NotFoundView';

/** A page that finds its item gone after the proxy let it through (content changed in between). */
export default function SiteNotFound() {
  return <NotFoundView />;
}
