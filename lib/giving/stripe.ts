// The one Stripe client of the server process (the official SDK) and what the site asks of it: a Checkout Session
// for each card gift (Stripe's hosted page asks for the card, so no card detail ever reaches this server; one-off
// gifts are payments, monthly ones subscriptions) and, for a monthly donor, Stripe's customer portal, opened by a
// link signed with DONATION_LINK_SECRET (HMAC-SHA256) and good for 90 days. A failed call is told to the log (its kind
// and code, never its message, which can quote the donor's e-mail) and to the donor (what to change, or to try again).
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import Stripe from 'stripe';
import type { Gift } from '@/lib/forms/donation-schema';
import { processWide } from '@/lib/process-wide';
import { formatAmount, minorUnits, type GiftRules } from './currency';
import { clip, giftMetadata, type GiftRef } from './gift-record';
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

export type CheckoutPlace = {
  /** The site's origin (`https://www.example.org`). */
  origin: string;
  /** The success page's path, and the page the gift began on, where Stripe's Back returns (with the form's values). */
  thanksPath: string;
  cancelPath: string;
};

/** The session's parameters: the gift in the site's currency, the donor's e-mail, where Stripe sends them back. */
export function checkoutParams(
  gift: Gift,
  currency: string,
  ref: GiftRef,
  place: CheckoutPlace,
): Stripe.Checkout.SessionCreateParams {
  const metadata = giftMetadata(gift, ref);
  const monthly = gift.frequency === 'monthly';
  return {
    mode: monthly ? 'subscription' : 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency,
          unit_amount: minorUnits(gift.amount, currency),
          product_data: { name: gift.about ? clip(`Gift to ${gift.about}`) : 'Gift' },
          ...(monthly && { recurring: { interval: 'month' as const } }),
        },
      },
    ],
    customer_email: gift.email,
    client_reference_id: ref.giftRef,
    metadata,
    // The subscription (so each month's invoice) and the payment (so its charge: refunds, disputes) carry the gift.
    ...(monthly
      ? { subscription_data: { metadata } }
      : { submit_type: 'donate' as const, payment_intent_data: { metadata } }),
    success_url: `${place.origin}${place.thanksPath}?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${place.origin}${place.cancelPath}`,
  };
}

/** Creates the session (once per idempotency key) and returns it with Stripe's page to send the donor to. */
export async function createCheckout(
  stripe: Stripe,
  params: Stripe.Checkout.SessionCreateParams,
  idempotencyKey: string,
): Promise<Stripe.Checkout.Session & { url: string }> {
  const session = await stripe.checkout.sessions.create(params, { idempotencyKey });
  if (!session.url) throw new Error(`Stripe answered session ${session.id} without a url`);
  return session as Stripe.Checkout.Session & { url: string };
}

/** Where a monthly receipt's signed link leads: a link anyone changed, or an old one, is refused there. */
export const MANAGE_PATH = '/api/giving/manage';
const LIFETIME_SECONDS = 90 * 24 * 3600;
const CUSTOMER = /^cus_[A-Za-z0-9_]{1,250}$/;

const signatureOf = (secret: string, customer: string, expires: number) =>
  createHmac('sha256', secret).update(`manage-gift.${customer}.${expires}`).digest('base64url');

/** The signed link for `customer`, or undefined when there is no customer or no secret to sign with. */
export function manageLink(origin: string, customer: string, secret: string | undefined, now = Date.now()) {
  if (!secret || !CUSTOMER.test(customer)) return undefined;
  const expires = Math.floor(now / 1000) + LIFETIME_SECONDS;
  const query = new URLSearchParams({
    customer,
    expires: String(expires),
    signature: signatureOf(secret, customer, expires),
  });
  return `${origin}${MANAGE_PATH}?${query}`;
}

/** The customer a link was signed for, or null when it was changed, has expired or is not one of ours. */
export function customerOfLink(query: URLSearchParams, secret: string, now = Date.now()): string | null {
  const customer = query.get('customer') ?? '';
  const expires = Number(query.get('expires'));
  const given = Buffer.from(query.get('signature') ?? '');
  if (!CUSTOMER.test(customer) || !Number.isSafeInteger(expires) || expires * 1000 < now) return null;
  const expected = Buffer.from(signatureOf(secret, customer, expires));
  return given.length === expected.length && timingSafeEqual(given, expected) ? customer : null;
}

/** Stripe's portal page for `customer`; Back there returns to `returnUrl`. */
export async function portalUrl(stripe: Stripe, customer: string, returnUrl: string): Promise<string> {
  const session = await stripe.billingPortal.sessions.create({ customer, return_url: returnUrl });
  return session.url;
}
