// What a visitor sees at an address that leads nowhere, shared by every not-found page of the site.
import type { Metadata } from 'next';
import Link from 'next/link';
import { routes } from '@/lib/routes/table';

// No `robots` here: Next writes `noindex` into every answer whose status is 404 itself, and a second
// identical tag only doubled it (e2e/builtin/not-found.spec.ts counts one).
export const notFoundMetadata: Metadata = {
  title: 'Page not found',
  description: 'The page you asked for does not exist.',
};

/** What every unknown address shows (with status 404): the message, advice and the way home. */
export function NotFoundView() {
  return (
    <section className="container status-message">
      <p className="status-message__code" aria-hidden="true">
        404
      </p>
      <h1>Oops! Page Not Found!</h1>
      <p className="status-message__advice">
        The page you are looking for does not exist. The address may be mistyped, or the page may have moved.
      </p>
      <Link href={routes.home.href({})} className="btn btn-primary">
        Back to home
      </Link>
    </section>
  );
}
