// The words of giving: what the donor is told on the form, and how a gift reads in the office's e-mails.
import type { DonationFrequency } from '@/lib/forms/donation-amounts';
import { formatAmount } from './settings';

export const GIFT_TEXT = {
  offlinePledge: 'Thank you for your pledge! Here is how to give offline; we will be in touch to thank you.',
  cardPledge:
    'Thank you for your pledge! Online card payment is not available just now, so this is a pledge: we will be in touch to arrange your gift.',
  unreachable:
    'Sorry, we could not reach our payment provider just now, so nothing was charged. Nothing you typed is lost: please press Donate Now again in a moment, or choose to give offline.',
} as const;

export const frequencyText = (frequency: DonationFrequency) => (frequency === 'monthly' ? 'Every month' : 'Once');

/** `$50.00`, `$50.00 a month`. */
export function giftAmountText(amount: number, currency: string, frequency: DonationFrequency): string {
  return `${formatAmount(amount, currency)}${frequency === 'monthly' ? ' a month' : ''}`;
}

export function paymentText(payment: 'card' | 'offline', online: boolean): string {
  if (payment === 'offline') return 'Offline (post, phone or in person)';
  return online ? 'Card, on Stripe' : 'Card (a pledge: online payment is not set up; arrange it with the donor)';
}
