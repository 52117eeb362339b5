// The site's 404 page, inside the site's frame: what a visitor sees at an address that leads nowhere. The proxy
// rewrites every address that is no page here (Next's `/_not-found`), with status 404, since a page's own
// notFound() sends an empty body (vercel/next.js#62228); Next draws it for the rest (a missing file, `/images/x`),
// and for a page whose item vanished between the proxy's check and the render. One cached page for all of them.
import { NotFoundView, notFoundMetadata } from '@/components/site/NotFoundView';

// With status 404, Next takes the page's metadata from this boundary, not from the page that was rendered
// (`/_not-found` itself has none): without this export the 404 page would have the site's default title.
export const metadata = notFoundMetadata;

export default function NotFound() {
  return <NotFoundView />;
}
