// The e-mails a paid (or failed) gift sends through the outbox: the donor's receipt and the office's notice. Their
// ids come from Stripe's event id, so a resend of one is recognisable as the same message.
import type { Submission } from '@/lib/outbox/submission';
import type { GiftRecord } from './gift-record';
import { frequencyText, giftAmountText } from './gift-text';

export type GiftOutcome = 'paid' | 'renewed' | 'failed';

const TITLES: Record<GiftOutcome, { receipt: string; office: string }> = {
  paid: { receipt: 'Receipt for your gift', office: 'Gift received' },
  renewed: { receipt: 'Receipt for your monthly gift', office: 'Monthly gift renewed' },
  failed: { receipt: 'Your gift could not be completed', office: 'Gift payment failed' },
};

/** The receipt (to the donor) and the notice (to the office) of one event about one gift. */
export function giftMails(eventId: string, outcome: GiftOutcome, gift: GiftRecord, reference: string): Submission[] {
  const receivedAt = new Date().toISOString();
  const amount = giftAmountText(gift.amount, gift.currency, gift.frequency);
  const field = (name: string, label: string, value: string) => ({ name, label, value });
  const common = [
    field('amount', 'Amount', amount),
    field('frequency', 'How often', frequencyText(gift.frequency)),
    field('about', 'For', gift.cause || 'Where it is needed most'),
  ];
  const receipt: Submission = {
    id: `${eventId}-receipt`,
    form: 'gift-receipt',
    title: TITLES[outcome].receipt,
    receivedAt,
    fields: [
      field('name', 'Donor', `${gift.firstName} ${gift.lastName}`.trim()),
      ...common,
      field(
        'status',
        'Status',
        outcome === 'failed' ? 'Not paid: nothing was taken. You are welcome to try again.' : 'Paid. Thank you!',
      ),
      field('reference', 'Payment reference', reference),
    ],
    to: gift.email,
  };
  const office: Submission = {
    id: `${eventId}-office`,
    form: 'gift',
    title: TITLES[outcome].office,
    receivedAt,
    fields: [
      ...common,
      field('causeId', 'Cause id', gift.causeId),
      field('firstName', 'First name', gift.firstName),
      field('lastName', 'Last name', gift.lastName),
      field('email', 'Email', gift.email),
      field('address', 'Address', gift.address),
      field('message', 'Message', gift.message),
      field('reference', 'Stripe reference', reference),
      field('submission', 'Form submission', gift.submission),
      field('event', 'Stripe event', eventId),
    ],
    replyTo: gift.email || undefined,
  };
  return gift.email ? [receipt, office] : [office];
}
