// What a visitor sees at an address that leads nowhere, shared by every not-found page of the site.
import type { Metadata } from 'next';
import { StatusMessage } from './StatusMessage';

// No `robots` here: Next writes `noindex` into every answer whose status is 404 itself, and a second
// identical tag would only double it (e2e/builtin/not-found.spec.ts counts one).
export const notFoundMetadata: Metadata = {
  title: 'Page not found',
  description: 'The page you asked for does not exist.',
};

/** What every unknown address shows (with status 404): the message, advice and the way home. */
export function NotFoundView() {
  return (
    <StatusMessage
      code="404"
      title="Oops! Page Not Found!"
      advice="The page you are looking for does not exist. The address may be mistyped, or the page may have moved."
    />
  );
}
