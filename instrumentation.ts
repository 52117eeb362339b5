// What each server process runs besides answering requests, started once when it starts: without Redis, a page
// cache on disk drawn for another content service is emptied (lib/page-cache-identity.ts); then the delivery of
// the forms' submissions from the outbox to the organisation.
export async function register(): Promise<void> {
  // Only the Node server delivers (the build renders nothing that sends).
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { redisUrl } = await import('./lib/redis-url.mjs');
  if (!redisUrl()) {
    const { forgetAnotherServicesPages } = await import('./lib/page-cache-identity');
    // Written into the code at build (next.config.ts `env`).
    await forgetAnotherServicesPages(process.env.SITE_BUILT_FOR_SERVICE ?? '');
  }
  const { theOutbox } = await import('./lib/outbox/outbox');
  theOutbox().startDelivery();
}
