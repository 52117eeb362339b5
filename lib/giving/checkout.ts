// A gift by card becomes a Stripe Checkout Session: Stripe's hosted page asks for the card, so no card detail ever
// reaches this server. One-off gifts are payments, monthly ones subscriptions; both carry the gift's cause, the
// donor's name and the submission's id, and one idempotency key per submission, so a double post is one session.
import 'server-only';
import type Stripe from 'stripe';
import type { Gift } from '@/lib/forms/donation-schema';
import { routes } from '@/lib/routes/table';
import { donationCurrency, minorUnits } from './settings';

/** Stripe's limit on a metadata value. */
const METADATA_MAX = 500;
const clip = (text: string | undefined) => (text ?? '').slice(0, METADATA_MAX);

/** What the webhook and the thank-you page read back from a session, a subscription or an invoice. */
export type GiftMetadata = {
  submission: string;
  frequency: Gift['frequency'];
  first_name: string;
  last_name: string;
  cause_id: string;
  cause: string;
  address: string;
  message: string;
};

export function giftMetadata(gift: Gift, submissionId: string): GiftMetadata {
  return {
    submission: submissionId,
    frequency: gift.frequency,
    first_name: clip(gift.firstName),
    last_name: clip(gift.lastName),
    cause_id: gift.causeId,
    cause: clip(gift.about),
    address: clip(gift.address),
    message: clip(gift.message),
  };
}

/** The session's parameters: the gift in the site's currency, the donor's e-mail, where Stripe sends them back. */
export function checkoutParams(gift: Gift, submissionId: string, origin: string): Stripe.Checkout.SessionCreateParams {
  const currency = donationCurrency();
  const metadata = giftMetadata(gift, submissionId);
  const monthly = gift.frequency === 'monthly';
  const thanks = `${origin}${routes.donateThanks.href({})}?session_id={CHECKOUT_SESSION_ID}`;
  return {
    mode: monthly ? 'subscription' : 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency,
          unit_amount: minorUnits(gift.amount, currency),
          product_data: { name: gift.about ? `Gift to ${gift.about}` : 'Gift' },
          ...(monthly && { recurring: { interval: 'month' as const } }),
        },
      },
    ],
    customer_email: gift.email,
    client_reference_id: submissionId,
    metadata,
    // Each month's invoice carries the gift too, for the renewal's receipt.
    ...(monthly ? { subscription_data: { metadata } } : { submit_type: 'donate' as const }),
    success_url: thanks,
    cancel_url: `${origin}${routes.donate.href({})}?cancelled=1`,
  };
}

/** Creates the session (once per submission id) and returns Stripe's page to send the donor to. */
export async function createCheckout(stripe: Stripe, gift: Gift, submissionId: string, origin: string) {
  const session = await stripe.checkout.sessions.create(checkoutParams(gift, submissionId, origin), {
    idempotencyKey: `gift-${submissionId}`,
  });
  if (!session.url) throw new Error(`Stripe answered session ${session.id} without a url`);
  return session;
}
