// The donation form's amount choices, apart from its schema so the form can draw them without zod.

/** Preset amounts offered as radio buttons; "custom" reveals the free amount. */
export const DONATION_PRESETS = ['10', '25', '50', '100'] as const;
export const CUSTOM_AMOUNT = 'custom';
