import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';

/**
 * Test-only: lets the journeys prove the error page (e2e/seo/error-page.spec.ts). Only a server
 * started with `E2E_THROW_ROUTE=1` (the journeys' stand-in site) throws here; everywhere else
 * this address is an ordinary 404. The variable is read per request, never at build.
 */
export const metadata: Metadata = { robots: { index: false } };

const E2E_RENDER_ERROR_MESSAGE = 'Deliberate render error for the journeys (E2E_THROW_ROUTE=1)';

export default async function E2eRenderErrorPage(): Promise<never> {
  await connection();
  if (process.env.E2E_THROW_ROUTE !== '1') notFound();
  throw new Error(E2E_RENDER_ERROR_MESSAGE);
}
