// The site's "back in a moment" page: what a visitor (and a crawler, with status 503 and Retry-After) gets at
// `/about` and the other menus asked for by name while the content service has never answered since the server
// started, so the menu's id is not known yet. The proxy rewrites such an address here; one cached page serves all.
import type { Metadata } from 'next';
import { StatusMessage } from '@/components/site/StatusMessage';

// Drawn on each request: a page fixed at build answers a form's post with 405, and this page stands for any
// address, whatever was sent to it; it is seen only while the service has never answered.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Back in a moment',
  description: 'This page could not be found just now. Please try again in a minute.',
  robots: { index: false, follow: true },
};

export default function PageUnavailable() {
  return (
    <StatusMessage
      code="503"
      title="This page is back in a moment"
      advice="We could not look up where this page lives just now. Please try again in a minute, or start from the home page."
    />
  );
}
