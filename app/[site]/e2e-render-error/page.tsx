// A page that fails on purpose, so the journeys can prove what visitors see when rendering breaks.
import type { Metadata } from 'next';

/**
 * Test-only: lets the journeys prove the error page (e2e/seo/error-page.spec.ts). The proxy lets this
 * address through only on a server started with `E2E_THROW_ROUTE=1` (the journeys' stand-in site);
 * everywhere else it is an ordinary 404. The variable is read when the page renders (on demand, like
 * every page under `[site]`), never at build. It renders like the site's other pages (cached on
 * demand, no request-time API), so it crashes the way they would.
 */
export const metadata: Metadata = { robots: { index: false } };

const E2E_RENDER_ERROR_MESSAGE = 'Deliberate render error for the journeys (E2E_THROW_ROUTE=1)';

export default async function E2eRenderErrorPage(): Promise<never> {
  throw new Error(E2E_RENDER_ERROR_MESSAGE);
}
