// A gift as Stripe holds it. The site writes it into the metadata of each Checkout Session (and so of its
// subscription or payment), and reads it back from a session, a subscription, a monthly invoice (in both shapes
// Stripe has sent: before 2025-03-31 `subscription` and `subscription_details` at the invoice's top, since then under
// `parent.subscription_details`) or a charge. Only an object carrying this site's gift reference is a gift: the
// account may also sell tickets, take Dashboard invoices or Payment Links, or serve another site.
import type Stripe from 'stripe';
import type { DonationFrequency } from '@/lib/forms/donation-amounts';
import type { Gift } from '@/lib/forms/donation-schema';
import { fromMinorUnits } from './currency';

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

export type GiftRecord = {
  firstName: string;
  lastName: string;
  email: string;
  /** In major units; null when Stripe's object states none (`amount_total: null`). */
  amount: number | null;
  currency: string;
  frequency: DonationFrequency;
  causeId: string;
  cause: string;
  address: string;
  postcode: string;
  message: string;
  giftAid: boolean;
  /** Our submission's id: the gift reference the site set. */
  giftRef: string;
  /** The Stripe customer (`cus_…`) of a monthly gift, for its manage link. */
  customer: string;
  /** The subscription (`sub_…`) of a monthly gift, which the office needs to cancel or change it. */
  subscription: string;
  /** The payment (`pi_…`), when Stripe names one. */
  payment: string;
};

type Metadata = Stripe.Metadata | null | undefined;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** An id Stripe gives, or the id of an expanded object. */
const idOf = (value: unknown) =>
  typeof value === 'string' ? value : value && typeof value === 'object' ? text((value as { id?: unknown }).id) : '';

/** Whether `metadata` is one this site set: its `site` and a gift reference. */
export const isOurs = (metadata: Metadata, site: string): metadata is Stripe.Metadata =>
  !!metadata && metadata.site === site && /^[0-9a-f-]{36}$/.test(metadata.gift_ref ?? '');

function fromMetadata(meta: Stripe.Metadata) {
  return {
    firstName: text(meta.first_name),
    lastName: text(meta.last_name),
    frequency: meta.frequency === 'monthly' ? ('monthly' as const) : ('once' as const),
    causeId: text(meta.cause_id),
    cause: text(meta.cause),
    address: text(meta.address),
    postcode: text(meta.postcode),
    message: messageOf(meta),
    giftAid: meta.gift_aid === 'yes',
    giftRef: text(meta.gift_ref),
  };
}

const amountOf = (minor: number | null | undefined, currency: string) =>
  typeof minor === 'number' ? fromMinorUnits(minor, currency) : null;

/** The gift a Checkout Session holds, or null when it is not one of this site's. */
export function giftOfSession(session: Stripe.Checkout.Session, site: string): GiftRecord | null {
  if (!isOurs(session.metadata, site)) return null;
  const currency = text(session.currency) || 'usd';
  return {
    ...fromMetadata(session.metadata),
    email: text(session.customer_details?.email) || text(session.customer_email),
    amount: amountOf(session.amount_total, currency),
    currency,
    customer: idOf(session.customer),
    subscription: idOf(session.subscription),
    payment: idOf(session.payment_intent),
  };
}

/** The invoice's subscription and its metadata, in either shape Stripe sends an invoice in. */
function subscriptionOfInvoice(invoice: Stripe.Invoice): { id: string; metadata: Metadata } {
  const legacy = invoice as unknown as { subscription?: unknown; subscription_details?: { metadata?: Metadata } };
  const details = invoice.parent?.subscription_details;
  return {
    id: idOf(details?.subscription) || idOf(legacy.subscription),
    metadata: details?.metadata ?? legacy.subscription_details?.metadata,
  };
}

/** A monthly invoice's gift (the subscription's metadata, set when the gift began), or null when not ours. */
export function giftOfInvoice(invoice: Stripe.Invoice, site: string): GiftRecord | null {
  const { id, metadata } = subscriptionOfInvoice(invoice);
  if (!isOurs(metadata, site)) return null;
  const currency = text(invoice.currency) || 'usd';
  const paid = invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due;
  const legacy = invoice as unknown as { payment_intent?: unknown };
  return {
    ...fromMetadata(metadata),
    email: text(invoice.customer_email),
    amount: amountOf(paid, currency),
    currency,
    customer: idOf(invoice.customer),
    subscription: id,
    payment: idOf(legacy.payment_intent),
  };
}

/** A monthly gift's subscription, or null when not ours. */
export function giftOfSubscription(subscription: Stripe.Subscription, site: string): GiftRecord | null {
  if (!isOurs(subscription.metadata, site)) return null;
  const price = subscription.items?.data?.[0]?.price;
  const currency = text(subscription.currency) || text(price?.currency) || 'usd';
  return {
    ...fromMetadata(subscription.metadata),
    email: '',
    amount: amountOf(price?.unit_amount, currency),
    currency,
    customer: idOf(subscription.customer),
    subscription: text(subscription.id),
    payment: '',
  };
}

/** A one-off gift's charge (its payment's metadata, copied to the charge), or null when not ours. */
export function giftOfCharge(charge: Stripe.Charge, site: string): GiftRecord | null {
  if (!isOurs(charge.metadata, site)) return null;
  const currency = text(charge.currency) || 'usd';
  return {
    ...fromMetadata(charge.metadata),
    email: text(charge.billing_details?.email) || text(charge.receipt_email),
    amount: amountOf(charge.amount, currency),
    currency,
    customer: idOf(charge.customer),
    subscription: '',
    payment: idOf(charge.payment_intent),
  };
}

/** Whether the session's money has arrived (a card at once; a bank debit may confirm days later). */
export const isPaid = (session: Stripe.Checkout.Session) =>
  session.status === 'complete' &&
  (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');

/**
 * A monthly gift's renewal charge: Stripe copies no metadata to it, so the gift is its invoice's (the subscription's
 * metadata), with the charge's own amount and payment. Null when the invoice is not one of this site's gifts.
 */
export function giftOfRenewalCharge(charge: Stripe.Charge, invoice: Stripe.Invoice, site: string): GiftRecord | null {
  const gift = giftOfInvoice(invoice, site);
  if (!gift) return null;
  const currency = text(charge.currency) || gift.currency;
  return { ...gift, amount: amountOf(charge.amount, currency), currency, payment: idOf(charge.payment_intent) };
}
