// The donation form as the server receives it: checked like any form (receive-form.ts); then a card gift goes to
// Stripe Checkout when Stripe is configured, and anything else (offline, or card without Stripe) is a pledge kept in
// the outbox for the office, as before.
import 'server-only';
import { createHash } from 'node:crypto';
import { redirect } from 'next/navigation';
import { donationSchema, type Gift } from '@/lib/forms/donation-schema';
import { PLEDGE_LABELS } from '@/lib/forms/form-labels';
import type { FormState } from '@/lib/forms/form-state';
import type { FormSpec } from '@/lib/forms/receive-form';
import { getSiteOrigin } from '@/lib/seo/site-origin';
import { getCauseById } from '@/content/causes';
import { createCheckout } from './checkout';
import { GIFT_TEXT, frequencyText, giftAmountText, paymentText } from './gift-text';
import { amountLimits, donationCurrency } from './settings';
import { stripeClient } from './stripe-client';
import { stripeErrorKind } from './stripe-error';

/** How long a post with the same content counts as the same gift (a double click, a retry after an error). */
const SAME_GIFT_MS = 10 * 60_000;

/** The cause a gift is for, by the id the cause page posts: its title comes from the site, never from the post. */
const causeOf = (gift: Gift) => (gift.causeId ? getCauseById(Number(gift.causeId)) : undefined);

/** The checked gift (its cause's title read here), and its fields as the office reads a pledge. */
const schema = donationSchema(amountLimits()).transform((checked) => {
  const gift = { ...checked, about: causeOf(checked)?.title ?? '' };
  return {
    gift,
    amount: giftAmountText(gift.amount, donationCurrency(), gift.frequency),
    frequency: frequencyText(gift.frequency),
    firstName: gift.firstName,
    lastName: gift.lastName,
    email: gift.email,
    address: gift.address,
    message: gift.message,
    payment: paymentText(gift.payment, stripeClient() !== null),
    about: gift.about,
  };
});

/** One id per gift and ten minutes: the same post twice is one submission, one Stripe session. */
function giftId(gift: Gift, now = Date.now()): string {
  const hex = createHash('sha256')
    .update(JSON.stringify([gift, Math.floor(now / SAME_GIFT_MS)]))
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** A card gift with Stripe configured: a Checkout Session, and the donor sent to it (a 303 without JavaScript). */
async function toCheckout(gift: Gift, id: string): Promise<FormState | null> {
  const stripe = gift.payment === 'card' ? stripeClient() : null;
  if (!stripe) return null;
  let url: string;
  try {
    const session = await createCheckout(stripe, gift, id, await getSiteOrigin());
    console.log(`[giving] gift ${id}: checkout session ${session.id} created (${gift.frequency})`);
    url = session.url!;
  } catch (error) {
    console.error(`[giving] gift ${id}: no checkout session (${stripeErrorKind(error)})`);
    return { status: 'failed', message: GIFT_TEXT.unreachable, errors: {}, values: {} };
  }
  redirect(url);
}

export const GIFT_FORM: FormSpec<typeof schema> = {
  kind: 'donation',
  title: 'Donation pledge',
  schema,
  labels: PLEDGE_LABELS,
  replyTo: 'email',
  // "Other amount": the typed amount is checked here and delivered as the amount.
  reads: ['customAmount', 'causeId'],
  // A cause the site does not have: a crafted post, answered as a mistake and never sent to Stripe.
  check: ({ gift }) => (gift.causeId && !gift.about ? { causeId: 'This cause is not open for gifts' } : null),
  idOf: ({ gift }) => giftId(gift),
  handOff: ({ gift }, submission) => toCheckout(gift, submission.id),
  thanks: ({ gift }) => (gift.payment === 'offline' ? GIFT_TEXT.offlinePledge : GIFT_TEXT.cardPledge),
};
