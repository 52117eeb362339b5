// The one Stripe client of the server process (the official SDK), on STRIPE_SECRET_KEY and, for tests and
// mirrors, STRIPE_API_URL; null when no key is set, and the log says once that giving falls back to pledges.
import 'server-only';
import Stripe from 'stripe';
import { processWide } from '@/lib/process-wide';
import { stripeSettings } from './settings';

/** Stripe's client, or null without STRIPE_SECRET_KEY. */
export function stripeClient(): Stripe | null {
  return processWide('stripe-client', () => {
    const settings = stripeSettings();
    if (!settings) {
      console.warn('[giving] STRIPE_SECRET_KEY is not set: card gifts are taken as pledges, through the outbox');
      return null;
    }
    return new Stripe(settings.secretKey, {
      ...settings.api,
      // A lost answer is asked again with the same idempotency key: one session, never two.
      maxNetworkRetries: 2,
      timeout: 10_000,
      telemetry: false,
      appInfo: { name: 'charity-site' },
    });
  });
}
