// The donation form's choices, apart from its schema so the form can draw them without zod.
import type { GiftRules } from '@/lib/giving/currency';
import { PLEDGE_LABELS } from './form-labels';

export const CUSTOM_AMOUNT = 'custom';
/** A gift once, or every month until the donor stops it. */
export const DONATION_FREQUENCIES = ['once', 'monthly'] as const;
export type DonationFrequency = (typeof DONATION_FREQUENCIES)[number];

/** The rules when the server states none (the server passes its own: lib/giving/settings.ts giftRules). */
export const DEFAULT_RULES: GiftRules = {
  currency: 'usd',
  min: 1,
  max: 100_000,
  presets: ['10', '25', '50', '100'],
  typedDecimals: 2,
};

/** The pledge's fields as the office reads them, with Gift Aid's two (pounds only). */
export const DONATION_LABELS = { ...PLEDGE_LABELS, postcode: 'Postcode', giftAid: 'Gift Aid' } as const;
