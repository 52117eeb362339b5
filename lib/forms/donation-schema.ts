// What a gift must hold (amount, once or monthly, donor, card or offline), so donors hear every mistake before
// giving. The same rules in the browser and on the server; no card detail is ever part of the form (Stripe's own
// page asks for the card, see docs/giving.md).
import { z } from 'zod';
import { emailField, LONG_TEXT_MAX, optionalText, requiredText } from './rules';
import {
  CUSTOM_AMOUNT,
  DEFAULT_LIMITS,
  DONATION_FREQUENCIES,
  DONATION_PRESETS,
  type AmountLimits,
} from './donation-amounts';

export { CUSTOM_AMOUNT, DONATION_PRESETS } from './donation-amounts';

const fields = z.object({
  amount: z.string().optional(),
  customAmount: optionalText(20),
  frequency: z.enum(DONATION_FREQUENCIES, { error: 'Please choose once or monthly' }),
  firstName: requiredText('Please enter your first name'),
  lastName: requiredText('Please enter your last name'),
  email: emailField(),
  address: optionalText(500),
  message: optionalText(LONG_TEXT_MAX),
  payment: z.enum(['card', 'offline'], { error: 'Please choose how you would like to give' }),
  /** The cause the gift is for, on a cause's page: its title, and its id. */
  about: optionalText(300),
  causeId: z
    .string()
    .regex(/^\d{0,9}$/, 'Unknown cause')
    .optional(),
});

/**
 * A typed amount as a number: "30", "12.50", "1,000", "$1,000.50"; null when it is not one (a dollar sign in
 * front, commas only between groups of three digits, at most two decimals).
 */
export function parseDollars(text: string): number | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?$/.exec(text.trim());
  return match ? Number(`${(match[1] ?? '').replaceAll(',', '')}${match[2] ?? ''}`) : null;
}

const money = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

type Report = (path: 'amount' | 'customAmount', message: string) => void;

/** The amount: a preset, or a typed one within the limits with two decimals at most. */
function checkAmount(raw: Record<string, unknown>, limits: AmountLimits, report: Report): void {
  const amount = typeof raw.amount === 'string' ? raw.amount.trim() : '';
  const custom = typeof raw.customAmount === 'string' ? raw.customAmount.trim() : '';
  if (!amount) return report('amount', 'Please choose an amount');
  if (amount !== CUSTOM_AMOUNT) {
    if (!(DONATION_PRESETS as readonly string[]).includes(amount)) report('amount', 'Please choose an amount');
    return;
  }
  if (!custom) return report('customAmount', 'Please enter an amount');
  const value = parseDollars(custom);
  if (value === null || !(value > 0)) {
    return report('customAmount', 'Please enter an amount such as 30 or 12.50 (two decimals at most)');
  }
  if (value < limits.min) report('customAmount', `The smallest gift we can take online is ${money(limits.min)}`);
  else if (value > limits.max) report('customAmount', `For gifts over ${money(limits.max)}, please contact us`);
}

/** The gift as the server uses it: the amount as a number, the donor, how they give. */
function toGift(form: z.output<typeof fields>) {
  return {
    amount: form.amount === CUSTOM_AMOUNT ? (parseDollars(form.customAmount ?? '') ?? NaN) : Number(form.amount),
    frequency: form.frequency,
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    address: form.address,
    message: form.message,
    payment: form.payment,
    about: form.about,
    causeId: form.causeId ?? '',
  };
}

/** The donation form's rules, in the browser and on the server (which passes DONATION_MIN and DONATION_MAX). */
export function donationSchema(limits: AmountLimits = DEFAULT_LIMITS) {
  return fields
    .superRefine(
      (form, ctx) =>
        checkAmount(form as Record<string, unknown>, limits, (path, message) =>
          ctx.addIssue({ code: 'custom', path: [path], message }),
        ),
      // Check the amount even while a name or the e-mail is still wrong, so every message shows at once.
      { when: () => true },
    )
    .transform(toGift);
}

export type Gift = z.output<ReturnType<typeof donationSchema>>;
