// What a donation pledge must hold (amount, donor, card or offline), so donors hear every mistake before giving.
import { z } from 'zod';
import { CARD_BRANDS, cardDigits, cvvLength, detectCardBrand, passesLuhn, type CardBrand } from './card-number';
import { isExpiryCurrent, parseExpiry } from './card-expiry';
import { emailField, LONG_TEXT_MAX, optionalText, requiredText } from './rules';

import { CUSTOM_AMOUNT, DONATION_PRESETS } from './donation-amounts';

export { CUSTOM_AMOUNT, DONATION_PRESETS } from './donation-amounts';
/** Above this we ask the donor to get in touch instead (also guards against typos such as 50000). */
export const DONATION_MAX = 100_000;

/** What the pledge holds: what the server receives and the organisation reads. */
const pledgeFields = z.object({
  amount: z.string().optional(),
  customAmount: optionalText(20),
  firstName: requiredText('Please enter your first name'),
  lastName: requiredText('Please enter your last name'),
  email: emailField(),
  address: optionalText(500),
  message: optionalText(LONG_TEXT_MAX),
  payment: z.enum(['card', 'offline'], { error: 'Please choose how you would like to give' }),
  /** The cause the pledge is for, on a cause's page. */
  about: optionalText(300),
});

/** The card's details: checked in the browser only, never posted (their inputs have no name). */
const fields = pledgeFields.extend({
  cardType: z.string().optional(),
  cardHolder: optionalText(),
  cardNumber: optionalText(40),
  cvv: optionalText(10),
  expiry: optionalText(10),
});

type DonationFields = z.infer<typeof fields>;

/** With `when: () => true` the refinement also sees raw values of fields that failed: read them as text. */
function asStrings(form: DonationFields): DonationFields {
  const raw = form as Record<keyof DonationFields, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return {
    ...form,
    amount: text(raw.amount),
    customAmount: text(raw.customAmount),
    payment: raw.payment === 'card' ? 'card' : 'offline',
    cardType: text(raw.cardType),
    cardHolder: text(raw.cardHolder),
    cardNumber: text(raw.cardNumber),
    cvv: text(raw.cvv),
    expiry: text(raw.expiry),
  };
}
type Report = (path: keyof DonationFields, message: string) => void;

/**
 * A typed amount in dollars as a number: "30", "12.50", "1,000", "$1,000.50"; null when it is not
 * one (a dollar sign in front, commas only between groups of three digits, at most two decimals).
 */
export function parseDollars(text: string): number | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?$/.exec(text.trim());
  return match ? Number(`${(match[1] ?? '').replaceAll(',', '')}${match[2] ?? ''}`) : null;
}

/** The amount in whole currency units, or a message for the field at fault. */
function checkAmount(form: DonationFields, report: Report): void {
  if (!form.amount) return report('amount', 'Please choose an amount');
  if (form.amount !== CUSTOM_AMOUNT) {
    if (!(DONATION_PRESETS as readonly string[]).includes(form.amount)) report('amount', 'Please choose an amount');
    return;
  }
  if (!form.customAmount) return report('customAmount', 'Please enter an amount');
  const value = parseDollars(form.customAmount);
  if (value === null || !(value > 0)) {
    return report('customAmount', 'Please enter an amount greater than 0, such as 30 or 12.50');
  }
  if (value > DONATION_MAX)
    report('customAmount', `For gifts over $${DONATION_MAX.toLocaleString('en-US')}, please contact us`);
}

function isBrand(value: string | undefined): value is CardBrand {
  return (CARD_BRANDS as readonly string[]).includes(value ?? '');
}

function checkCard(form: DonationFields, report: Report, now: Date): void {
  const brand = isBrand(form.cardType) ? form.cardType : null;
  if (!brand) report('cardType', 'Please choose your card type');
  if (!form.cardHolder) report('cardHolder', 'Please enter the name on the card');

  const digits = cardDigits(form.cardNumber);
  if (!form.cardNumber) report('cardNumber', 'Please enter your card number');
  else if (!digits || !passesLuhn(digits)) report('cardNumber', 'This card number is not valid. Please check it');
  else if (brand && detectCardBrand(digits) !== brand) report('cardNumber', `This is not a ${brand} card number`);

  const cvvDigits = brand ? cvvLength(brand) : null;
  if (!form.cvv) report('cvv', 'Please enter the security code (CVV)');
  else if (!/^\d{3,4}$/.test(form.cvv) || (cvvDigits !== null && form.cvv.length !== cvvDigits)) {
    report('cvv', cvvDigits ? `The CVV is ${cvvDigits} digits for ${brand}` : 'The CVV is 3 or 4 digits');
  }

  const expiry = parseExpiry(form.expiry);
  if (!form.expiry) report('expiry', 'Please enter the expiry date (MM/YY)');
  else if (!expiry) report('expiry', 'Please enter the expiry date as MM/YY, such as 08/29');
  else if (!isExpiryCurrent(expiry, now)) report('expiry', 'This card has expired');
}

/** The pledge as delivered: the amount in dollars, the donor, how they will pay; never a card's details. */
function toPledge(form: z.output<typeof pledgeFields>) {
  return {
    amount: form.amount === CUSTOM_AMOUNT ? (parseDollars(form.customAmount ?? '') ?? NaN) : Number(form.amount),
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    address: form.address,
    message: form.message,
    payment:
      form.payment === 'card'
        ? 'Card (details kept by the donor; payment is arranged with them)'
        : 'Offline (post, phone or in person)',
    about: form.about,
  };
}

/** The server's rules of a pledge: the amount and the donor; the card's details never reach it. */
export function pledgeSchema() {
  return pledgeFields
    .superRefine(
      (form, ctx) =>
        checkAmount(asStrings(form as DonationFields), (path, message) =>
          ctx.addIssue({ code: 'custom', path: [path], message }),
        ),
      { when: () => true },
    )
    .transform(toPledge);
}

/**
 * The donation form's rules in the browser: the pledge's, and the card's when paying by card. `now` decides which
 * expiry dates are in the past (a parameter for tests); it is asked at each check, since a browser keeps the schema
 * from the form's first use and a month may end before the pledge is sent.
 */
export function donationSchema(now: () => Date = () => new Date()) {
  return fields
    .superRefine(
      (form, ctx) => {
        const report: Report = (path, message) => ctx.addIssue({ code: 'custom', path: [path], message });
        const safe = asStrings(form);
        checkAmount(safe, report);
        if (safe.payment === 'card') checkCard(safe, report, now());
      },
      // Check the amount and card even while a name or the e-mail is still wrong, so every message shows at once.
      { when: () => true },
    )
    .transform(toPledge);
}

export type DonationPledge = z.output<ReturnType<typeof donationSchema>>;
