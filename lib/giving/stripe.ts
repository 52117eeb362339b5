// The one Stripe client of the server process (the official SDK), and what a failed call to it means: to the log
// (its kind and code, never its message, which can quote the donor's e-mail) and to the donor (what to change, or
// to try again).
import 'server-only';
import Stripe from 'stripe';
import { processWide } from '@/lib/process-wide';
import { formatAmount, type GiftRules } from './currency';
import { stripeSettings } from './settings';

/** Stripe's client, or null unless STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are both set. */
export function stripeClient(): Stripe | null {
  return processWide('stripe-client', () => {
    const settings = stripeSettings();
    if (!settings) return null;
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

export function stripeErrorKind(error: unknown): string {
  if (error instanceof Stripe.errors.StripeError)
    return [error.type, error.code, error.statusCode].filter(Boolean).join(' ');
  return error instanceof Error ? error.name : 'unknown error';
}

export const REFUSAL_TEXT = {
  unreachable:
    'Sorry, we could not reach our payment provider just now, so nothing was charged. Nothing you typed is lost: please press Donate Now again in a moment, or choose to give offline.',
  refused:
    'Our payment provider could not take this gift because of a problem on our side, and nothing was charged. Please choose to give offline, or try again later.',
} as const;

/** What the donor is told when Stripe refused to make the session: a field to change, or a message. */
export type Refusal = { message: string; field?: { name: string; message: string } };

/**
 * Stripe's answer as the donor should hear it: its 4xx about the amount or the e-mail names the field to change;
 * any other refusal (a key or a setting of ours) says so; no answer at all (network, 5xx, rate limit) says try again.
 */
export function refusalOf(error: unknown, rules: GiftRules): Refusal {
  if (!(error instanceof Stripe.errors.StripeError)) return { message: REFUSAL_TEXT.unreachable };
  const status = error.statusCode ?? 0;
  if (error.type === 'StripeConnectionError' || status >= 500 || status === 429 || status === 0)
    return { message: REFUSAL_TEXT.unreachable };
  const amount = (message: string) => ({
    message: 'Our payment provider cannot take this amount, so nothing was charged.',
    field: { name: 'customAmount', message },
  });
  switch (error.code) {
    case 'amount_too_small':
      return amount(`Please give at least ${formatAmount(rules.min, rules.currency)}`);
    case 'amount_too_large':
      return amount(`For gifts over ${formatAmount(rules.max, rules.currency)}, please contact us`);
    case 'email_invalid':
      return {
        message: 'Our payment provider did not accept this e-mail address, so nothing was charged.',
        field: { name: 'email', message: 'Please check your e-mail address' },
      };
    default:
      return { message: REFUSAL_TEXT.refused };
  }
}
