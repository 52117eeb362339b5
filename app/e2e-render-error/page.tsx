// A page that fails on purpose, so the journeys can prove what visitors see when rendering breaks.
import type { Metadata } from 'next';

/**
 * Test-only: lets the journeys prove the error page (e2e/seo/error-page.spec.ts). The proxy lets this
 * address through only on a server started with `E2E_THROW_ROUTE=1` (the journeys' stand-in site);
 * everywhere else it is an ordinary 404. Rendered on each request, never at build (where it would
 * fail the build), inside the site's frame like every page.
 */
export const metadata: Metadata = { robots: { index: false } };

export const dynamic = 'force-dynamic';

const E2E_RENDER_ERROR_MESSAGE = 'Deliberate render error for the journeys (E2E_THROW_ROUTE=1)';

export default async function E2eRenderErrorPage(): Promise<never> {
  throw new Error(E2E_RENDER_ERROR_MESSAGE);
}
