// Stripe's Back, with or without JavaScript: the address the gift began on carries the gift's choices in its query
// (`/cause-single/1?cancelled=1&amount=25&frequency=monthly`), so that page comes back with its form refilled. Only
// the choices travel (amount, once or monthly, Gift Aid): never the donor's name, e-mail, address or message, which
// an address would leave in the browser's history and the server's logs. The proxy draws such an address where its
// query is read (app/donate/again, app/cause-single/[id]/again); without the query the page stays one cached page.
import { CUSTOM_AMOUNT } from '@/lib/forms/donation-amounts';
import { donationSchema, type Gift } from '@/lib/forms/donation-schema';
import type { GiftRules } from './currency';

/** The query of Stripe's cancel address for `gift` (`cancelled=1&amount=25&frequency=once`). */
export function againQuery(gift: Gift, rules: GiftRules): string {
  const amount = Number.isInteger(gift.amount) ? String(gift.amount) : gift.amount.toFixed(rules.typedDecimals);
  const query = new URLSearchParams({ cancelled: '1', amount, frequency: gift.frequency });
  if (gift.giftAid) query.set('giftAid', 'yes');
  return query.toString();
}

/** A donor who stands in for the one the query never names, so the form's own rules judge the choices alone. */
const NOBODY = { firstName: 'A', lastName: 'B', email: 'a@example.org', address: 'A', postcode: 'A', payment: 'card' };

type Query = Record<string, string | string[] | undefined>;

/**
 * The form's values from Stripe's cancel address: each choice the form's rules accept, nothing else. Anything
 * another hand put in the query (a value the form has no choice for, text, a repeated name) is left out.
 */
export function refillOf(query: Query, rules: GiftRules): Record<string, string> {
  const read = (name: string) => {
    const value = query[name];
    return typeof value === 'string' ? value : '';
  };
  const typed = read('amount');
  const preset = rules.presets.find((amount) => typed !== '' && Number(amount) === Number(typed));
  const choices = {
    amount: preset ?? (typed ? CUSTOM_AMOUNT : ''),
    customAmount: preset === undefined ? typed : '',
    frequency: read('frequency'),
    giftAid: rules.currency === 'gbp' && read('giftAid') === 'yes' ? 'yes' : '',
  };
  const checked = donationSchema(rules).safeParse({ ...NOBODY, ...choices });
  const wrong = new Set(checked.error?.issues.map((issue) => issue.path[0]) ?? []);
  const refill: Record<string, string> = {};
  if (choices.amount && !wrong.has('amount') && !wrong.has('customAmount')) {
    refill.amount = choices.amount;
    if (choices.customAmount) refill.customAmount = choices.customAmount;
  }
  if (!wrong.has('frequency')) refill.frequency = choices.frequency;
  if (choices.giftAid) refill.giftAid = 'yes';
  return refill;
}
