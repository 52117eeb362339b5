// The bare 404 page, without the site's header and footer, for addresses outside `app/[site]/`.
import { NotFoundView, notFoundMetadata } from '@/components/site/NotFoundView';

// Only an address under the files' and the API's folders ends here (a missing file, `/images/x`, `/api/nope`,
// rewritten here by next.config.ts): every page address goes through the proxy (proxy.ts).
export const metadata = notFoundMetadata;

export default function NotFound() {
  return (
    <main id="main">
      <NotFoundView />
    </main>
  );
}
