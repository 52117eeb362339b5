// What each server process runs besides answering requests, started once when it starts: the delivery of the
// forms' submissions from the outbox to the organisation.
export async function register(): Promise<void> {
  // Only the Node server delivers (the build renders nothing that sends).
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  // Says once whether card gifts are taken, and if not which Stripe setting is missing.
  console.log((await import('./lib/giving/settings')).givingSetupLine());
  const { theOutbox } = await import('./lib/outbox/outbox');
  theOutbox().startDelivery();
}
