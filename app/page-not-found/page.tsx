// The site's 404 page: what a visitor sees at an address that leads nowhere, inside the site's frame.
import { NotFoundView, notFoundMetadata } from '@/components/site/NotFoundView';

// The proxy rewrites every address that is not a page here, with status 404: one cached page
// for all of them, rendered whole on the server (header, message, footer).
export const metadata = notFoundMetadata;

export default function PageNotFound() {
  return <NotFoundView />;
}
