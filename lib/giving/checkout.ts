// A gift by card becomes a Stripe Checkout Session: Stripe's hosted page asks for the card, so no card detail ever
// reaches this server. One-off gifts are payments, monthly ones subscriptions; both carry the site's gift reference
// (`site` and `gift_ref`, which the webhook checks before acting) and the gift's cause and donor in their metadata.
import 'server-only';
import type Stripe from 'stripe';
import type { Gift } from '@/lib/forms/donation-schema';
import { minorUnits } from './currency';

/** Stripe's limit on a metadata value, in characters. */
export const METADATA_MAX = 500;
/** A message is kept in up to twelve values (`message`, `message_2`…), so the office reads it whole. */
const MESSAGE_PARTS = 12;

/**
 * `text` in pieces of at most `max` UTF-16 units, cut between grapheme clusters (an emoji, a letter and its
 * accents stay whole), after a lone surrogate is replaced: the SDK's form encoding throws on half a character.
 */
export function splitWhole(text: string, max = METADATA_MAX): string[] {
  const parts: string[] = [];
  let part = '';
  for (const { segment } of new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text.toWellFormed())) {
    const piece = segment.length > max ? '\uFFFD' : segment;
    if (part.length + piece.length > max) {
      parts.push(part);
      part = '';
    }
    part += piece;
  }
  return part ? [...parts, part] : parts;
}

/** `text` cut to Stripe's limit on whole characters. */
export const clip = (text: string) => splitWhole(text)[0] ?? '';

/** The gift's reference: this site's, and the submission's. */
export type GiftRef = { site: string; giftRef: string };

/** What the webhook, the receipts and the thank-you page read back from a session, subscription or invoice. */
export function giftMetadata(gift: Gift, ref: GiftRef): Record<string, string> {
  const message = splitWhole(gift.message).slice(0, MESSAGE_PARTS);
  return {
    site: ref.site,
    gift_ref: ref.giftRef,
    frequency: gift.frequency,
    first_name: clip(gift.firstName),
    last_name: clip(gift.lastName),
    cause_id: gift.causeId,
    cause: clip(gift.about),
    address: clip(gift.address),
    postcode: clip(gift.postcode),
    gift_aid: gift.giftAid ? 'yes' : 'no',
    ...Object.fromEntries(message.map((part, index) => [index === 0 ? 'message' : `message_${index + 1}`, part])),
  };
}

/** The whole message again, from its pieces. */
export function messageOf(metadata: Record<string, string | undefined>): string {
  return Array.from({ length: MESSAGE_PARTS }, (_, index) => metadata[index === 0 ? 'message' : `message_${index + 1}`])
    .filter(Boolean)
    .join('');
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
