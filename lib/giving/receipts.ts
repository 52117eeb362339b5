// The e-mails a gift's events send through the outbox: the donor's receipt (from the organisation by name, with
// what a charity's receipt must say) and the office's notice (everything, the donor's own words marked as such).
// Their ids come from Stripe's event id, so a resend of one is recognisable as the same message.
import type { Submission } from '@/lib/outbox/submission';
import type { DonationFrequency } from '@/lib/forms/donation-amounts';
import { formatAmount } from './currency';
import type { GiftRecord } from './gift-record';
import type { ReceiptSettings } from './settings';

export const GIFT_TEXT = {
  offlinePledge: 'Thank you for your pledge! Here is how to give offline; we will be in touch to thank you.',
  cardPledge:
    'Thank you for your pledge! Online card payment is not available just now, so this is a pledge: we will be in touch to arrange your gift.',
  giftAid:
    'I am a UK taxpayer and understand that if I pay less Income Tax and/or Capital Gains Tax than the amount of Gift Aid claimed on all my donations in that tax year it is my responsibility to pay any difference.',
} as const;

export const frequencyText = (frequency: DonationFrequency) => (frequency === 'monthly' ? 'Every month' : 'Once');

/** `$50.00`, `$50.00 a month`; `(amount not stated by Stripe)` when its object has none. */
export function giftAmountText(amount: number | null, currency: string, frequency: DonationFrequency): string {
  if (amount === null) return '(amount not stated by Stripe)';
  return `${formatAmount(amount, currency)}${frequency === 'monthly' ? ' a month' : ''}`;
}

/** "$37.50 every month to Clean Wells until you stop it": what Donate Now will charge, said before it is pressed. */
export function chargeSummary(amount: number, currency: string, frequency: DonationFrequency, cause: string): string {
  const to = cause ? ` to ${cause}` : '';
  return frequency === 'monthly'
    ? `${formatAmount(amount, currency)} every month${to} until you stop it`
    : `${formatAmount(amount, currency)} once${to}`;
}

/**
 * The donor's first name as a receipt may carry it: a name of letters, at most 40 characters; else none. A receipt
 * goes to whatever address was typed, so it carries nothing else a visitor wrote (no message, no links).
 */
export function receiptName(firstName: string): string {
  const name = firstName.trim();
  return /^[\p{L}\p{M}][\p{L}\p{M}' .-]{0,39}$/u.test(name) && !/\.\p{L}/u.test(name) ? name : '';
}

export type GiftOutcome = 'paid' | 'renewed' | 'failed' | 'renewalFailed' | 'ended' | 'refunded' | 'disputed';

/** What the office is told, and what (if anything) the donor is. */
const TITLES: Record<GiftOutcome, { office: string; donor?: (org: string) => string; status?: string }> = {
  paid: { office: 'Gift received', donor: (org) => `Receipt for your gift to ${org}`, status: 'Paid. Thank you!' },
  renewed: {
    office: 'Monthly gift renewed',
    donor: (org) => `Receipt for your monthly gift to ${org}`,
    status: 'Paid. Thank you!',
  },
  failed: {
    office: 'Gift payment failed',
    donor: (org) => `Your gift to ${org} could not be completed`,
    status: 'Not paid: nothing was taken. You are welcome to try again.',
  },
  renewalFailed: {
    office: 'Monthly gift renewal failed',
    donor: (org) => `This month's gift to ${org} could not be taken`,
    status:
      'Not paid: your card was declined or has expired. You can update it, or stop the gift, with the link below.',
  },
  ended: { office: 'Monthly gift ended' },
  refunded: { office: 'Gift refunded' },
  disputed: { office: 'Gift disputed by the card holder' },
};

/** Who the receipt is from and what it says beyond the gift. */
export type ReceiptContext = ReceiptSettings & {
  siteName: string;
  /** The donor's signed link to Stripe's customer portal, for a monthly gift (none without DONATION_LINK_SECRET). */
  manageLink?: string;
};

/** The event being acted on: its id, when Stripe made it, and the id of the object the receipt numbers. */
export type GiftEvent = { id: string; created: Date; objectId: string };

const field = (name: string, label: string, value: string) => ({ name, label, value });

/** The receipt (to the donor) and the notice (to the office) of one event about one gift. */
export function giftMails(event: GiftEvent, outcome: GiftOutcome, gift: GiftRecord, context: ReceiptContext) {
  const receivedAt = new Date().toISOString();
  const titles = TITLES[outcome];
  const date = event.created.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  const common = [
    field('amount', 'Amount', giftAmountText(gift.amount, gift.currency, gift.frequency)),
    field('currency', 'Currency', gift.currency.toUpperCase()),
    field('frequency', 'How often', frequencyText(gift.frequency)),
    field('date', 'Date', date),
    field('about', 'For', gift.cause || 'Where it is needed most'),
    field('receipt', 'Receipt number', event.objectId),
  ];
  const giftAid = gift.giftAid ? [field('giftAid', 'Gift Aid', `Declared: ${GIFT_TEXT.giftAid}`)] : [];
  const manage = gift.frequency === 'monthly' && context.manageLink;
  const mails: Submission[] = [];
  if (titles.donor && gift.email) {
    const paid = outcome === 'paid' || outcome === 'renewed';
    mails.push({
      id: `${event.id}-receipt`,
      form: 'gift-receipt',
      title: titles.donor(context.siteName),
      subject: titles.donor(context.siteName),
      fromName: context.siteName,
      receivedAt,
      fields: [
        field('name', 'Donor', receiptName(gift.firstName) || 'Friend'),
        ...common,
        field('status', 'Status', titles.status ?? ''),
        ...(paid ? giftAid : []),
        field(
          'charity',
          'From',
          context.charityNumber ? `${context.siteName}, registered charity ${context.charityNumber}` : context.siteName,
        ),
        ...(paid ? [field('tax', 'Tax', context.taxText)] : []),
        ...(manage ? [field('manage', 'Change or stop your monthly gift', manage)] : []),
      ],
      to: gift.email,
    });
  }
  mails.push({
    id: `${event.id}-office`,
    form: 'gift',
    title: titles.office,
    receivedAt,
    fields: [
      ...common,
      ...giftAid,
      field('causeId', 'Cause id', gift.causeId),
      field('firstName', 'First name', gift.firstName),
      field('lastName', "Last name (the donor's words)", gift.lastName),
      field('email', 'Email', gift.email),
      field('address', "Address (the donor's words)", gift.address),
      field('postcode', 'Postcode', gift.postcode),
      field('message', "Message (the donor's words, not checked)", gift.message),
      field('subscription', 'Stripe subscription', gift.subscription),
      field('payment', 'Stripe payment', gift.payment),
      field('reference', 'Stripe object', event.objectId),
      field('customer', 'Stripe customer', gift.customer),
      field('submission', 'Gift reference', gift.giftRef),
      field('event', 'Stripe event', event.id),
    ],
    replyTo: gift.email || undefined,
  });
  return mails;
}
