// What a gift must hold (amount, once or monthly, donor, card or offline, and Gift Aid in pounds), so donors hear
// every mistake before giving. The same rules in the browser and on the server, for the site's currency (its
// decimals, Stripe's minimum and maximum, the presets); no card detail is ever part of the form (Stripe's own page
// asks for the card, see docs/giving.md).
import { z } from 'zod';
import { formatAmount, parseAmount, type GiftRules } from '@/lib/giving/currency';
import { emailField, LONG_TEXT_MAX, optionalText, requiredText } from './rules';
import { CUSTOM_AMOUNT, DEFAULT_RULES, DONATION_FREQUENCIES } from './donation-amounts';

export { CUSTOM_AMOUNT } from './donation-amounts';

/** A receipt carries the first name: a name, never a link or an address someone could be sent to. */
const NOT_A_NAME = /[/:@<>]|www\.|\.\p{L}{2,}/iu;
const nameField = (message: string, max: number) =>
  requiredText(message, max).refine((name) => !NOT_A_NAME.test(name), { error: 'Please enter just your name' });

const fields = z.object({
  amount: z.string().optional(),
  customAmount: optionalText(20),
  frequency: z.enum(DONATION_FREQUENCIES, { error: 'Please choose once or monthly' }),
  firstName: nameField('Please enter your first name', 40),
  lastName: nameField('Please enter your last name', 80),
  email: emailField(),
  address: optionalText(500),
  postcode: optionalText(12),
  giftAid: z.string().optional(),
  message: optionalText(LONG_TEXT_MAX),
  payment: z.enum(['card', 'offline'], { error: 'Please choose how you would like to give' }),
  /** The cause the gift is for, on a cause's page: its title, and its id. */
  about: optionalText(300),
  causeId: z
    .string()
    .regex(/^\d{0,9}$/, 'Unknown cause')
    .optional(),
  /** Made in the browser when the form is drawn: one submission's idempotency (a double press is one gift). */
  giftToken: z
    .string()
    .regex(/^[0-9a-f-]{36}$|^$/, 'Please reload the page')
    .optional(),
});

type Report = (path: 'amount' | 'customAmount' | 'address' | 'postcode', message: string) => void;

/** The amount: a preset, or a typed one within the limits with the currency's decimals at most. */
function checkAmount(raw: Record<string, unknown>, rules: GiftRules, report: Report): void {
  const amount = typeof raw.amount === 'string' ? raw.amount.trim() : '';
  const custom = typeof raw.customAmount === 'string' ? raw.customAmount.trim() : '';
  if (!amount) return report('amount', 'Please choose an amount');
  if (amount !== CUSTOM_AMOUNT) {
    if (!rules.presets.includes(amount)) report('amount', 'Please choose an amount');
    return;
  }
  if (!custom) return report('customAmount', 'Please enter an amount');
  const value = parseAmount(custom, rules.typedDecimals);
  if (value === null || !(value > 0)) {
    return report(
      'customAmount',
      rules.typedDecimals === 0
        ? `Please enter a whole amount such as ${rules.presets[0] ?? 1000}`
        : 'Please enter an amount such as 30 or 12.50 (two decimals at most)',
    );
  }
  if (value < rules.min)
    report('customAmount', `The smallest gift we can take online is ${formatAmount(rules.min, rules.currency)}`);
  else if (value > rules.max)
    report('customAmount', `For gifts over ${formatAmount(rules.max, rules.currency)}, please contact us`);
}

/** Gift Aid (pounds only): HMRC needs the donor's home address and postcode to claim it. */
function checkGiftAid(form: z.output<typeof fields>, rules: GiftRules, report: Report): void {
  if (rules.currency !== 'gbp' || form.giftAid !== 'yes') return;
  if (!form.address) report('address', 'For Gift Aid, please enter your home address');
  if (!form.postcode) report('postcode', 'For Gift Aid, please enter your postcode');
}

/** The gift as the server uses it: the amount as a number, the donor, how they give. */
function toGift(form: z.output<typeof fields>, rules: GiftRules) {
  return {
    amount:
      form.amount === CUSTOM_AMOUNT
        ? (parseAmount(form.customAmount ?? '', rules.typedDecimals) ?? NaN)
        : Number(form.amount),
    frequency: form.frequency,
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    address: form.address,
    postcode: form.postcode,
    giftAid: rules.currency === 'gbp' && form.giftAid === 'yes',
    message: form.message,
    payment: form.payment,
    about: form.about,
    causeId: form.causeId ?? '',
    giftToken: form.giftToken ?? '',
  };
}

/** The donation form's rules, in the browser and on the server (both given the server's GiftRules). */
export function donationSchema(rules: GiftRules = DEFAULT_RULES) {
  return fields
    .superRefine(
      (form, ctx) => {
        const report: Report = (path, message) => ctx.addIssue({ code: 'custom', path: [path], message });
        checkAmount(form as Record<string, unknown>, rules, report);
        checkGiftAid(form, rules, report);
      },
      // Check the amount even while a name or the e-mail is still wrong, so every message shows at once.
      { when: () => true },
    )
    .transform((form) => toGift(form, rules));
}

export type Gift = z.output<ReturnType<typeof donationSchema>>;
