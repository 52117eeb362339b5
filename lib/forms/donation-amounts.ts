// The donation form's choices, apart from its schema so the form can draw them without zod.

/** Preset amounts offered as radio buttons; "custom" reveals the free amount. */
export const DONATION_PRESETS = ['10', '25', '50', '100'] as const;
export const CUSTOM_AMOUNT = 'custom';
/** A gift once, or every month until the donor stops it. */
export const DONATION_FREQUENCIES = ['once', 'monthly'] as const;
export type DonationFrequency = (typeof DONATION_FREQUENCIES)[number];

/** A typed amount's limits in whole currency units (DONATION_MIN and DONATION_MAX on the server). */
export type AmountLimits = { min: number; max: number };
export const DEFAULT_LIMITS: AmountLimits = { min: 1, max: 100_000 };
