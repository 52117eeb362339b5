// A gift as Stripe holds it, read back from a Checkout Session or a monthly invoice: who gave, how much, how
// often, for which cause. What the thank-you page, the receipt and the office's notice are made from.
import type Stripe from 'stripe';
import type { DonationFrequency } from '@/lib/forms/donation-amounts';
import { fromMinorUnits } from './settings';

export type GiftRecord = {
  firstName: string;
  lastName: string;
  email: string;
  amount: number;
  currency: string;
  frequency: DonationFrequency;
  causeId: string;
  cause: string;
  address: string;
  message: string;
  /** Our submission's id (the session's client_reference_id). */
  submission: string;
};

const text = (value: string | null | undefined) => value ?? '';

function fromMetadata(metadata: Stripe.Metadata | null | undefined): Omit<GiftRecord, 'email' | 'amount' | 'currency'> {
  const meta = metadata ?? {};
  return {
    firstName: text(meta.first_name),
    lastName: text(meta.last_name),
    frequency: meta.frequency === 'monthly' ? 'monthly' : 'once',
    causeId: text(meta.cause_id),
    cause: text(meta.cause),
    address: text(meta.address),
    message: text(meta.message),
    submission: text(meta.submission),
  };
}

export function giftOfSession(session: Stripe.Checkout.Session): GiftRecord {
  const currency = text(session.currency) || 'usd';
  return {
    ...fromMetadata(session.metadata),
    email: text(session.customer_details?.email) || text(session.customer_email),
    amount: fromMinorUnits(session.amount_total ?? 0, currency),
    currency,
    submission: text(session.client_reference_id) || text(session.metadata?.submission),
  };
}

/** A monthly renewal: the invoice carries the subscription's metadata (set when the gift began). */
export function giftOfInvoice(invoice: Stripe.Invoice): GiftRecord {
  const currency = text(invoice.currency) || 'usd';
  return {
    ...fromMetadata(invoice.parent?.subscription_details?.metadata),
    email: text(invoice.customer_email),
    amount: fromMinorUnits(invoice.amount_paid ?? 0, currency),
    currency,
  };
}

/** Whether the session's money has arrived (a card at once; a bank debit may confirm days later). */
export const isPaid = (session: Stripe.Checkout.Session) =>
  session.status === 'complete' &&
  (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');
