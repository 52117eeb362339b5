// The donation form as the server receives it: checked like any form (receive-form.ts) with the site's gift rules;
// then a card gift goes to Stripe Checkout when Stripe is configured (key and webhook secret), and anything else
// (offline, or card without Stripe) is a pledge kept in the outbox for the office, as before. Stripe's Back, with or
// without JavaScript, returns to the address the gift began on with the gift's choices in its query
// (`/cause-single/1?cancelled=1&amount=25&frequency=monthly`), so that page comes back with its form refilled. Only the
// choices travel (amount, once or monthly, Gift Aid): never the donor's name, e-mail, address or message, which an
// address would leave in the browser's history and the server's logs. The proxy draws such an address where its query
// is read (app/donate/again, app/cause-single/[id]/again); without the query the page stays one cached page.
import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { redirect } from 'next/navigation';
import type { z } from 'zod';
import { CUSTOM_AMOUNT, DONATION_LABELS } from '@/lib/forms/donation-amounts';
import { donationSchema, type Gift } from '@/lib/forms/donation-schema';
import type { FormState } from '@/lib/forms/form-state';
import type { FormSpec } from '@/lib/forms/receive-form';
import { routes } from '@/lib/routes/table';
import { getSiteOrigin } from '@/lib/seo/site-origin';
import { getCauseById } from '@/content/causes';
import type { GiftRules } from './currency';
import { GIFT_TEXT, frequencyText, giftAmountText } from './receipts';
import { giftRules, giftSite } from './settings';
import { checkoutParams, createCheckout, refusalOf, stripeClient, stripeErrorKind } from './stripe';

/** The cause a gift is for, by the id the cause page posts: its title comes from the site, never from the post. */
const causeOf = (gift: Gift) => (gift.causeId ? getCauseById(Number(gift.causeId)) : undefined);

const paymentText = (payment: Gift['payment'], online: boolean) => {
  if (payment === 'offline') return 'Offline (post, phone or in person)';
  return online ? 'Card, on Stripe' : 'Card (a pledge: online payment is not set up; arrange it with the donor)';
};

/** The checked gift (its cause's title read here), and its fields as the office reads a pledge. */
const schema = () =>
  donationSchema(giftRules()).transform((checked) => {
    const gift = { ...checked, about: causeOf(checked)?.title ?? '' };
    return {
      gift,
      amount: giftAmountText(gift.amount, giftRules().currency, gift.frequency),
      frequency: frequencyText(gift.frequency),
      firstName: gift.firstName,
      lastName: gift.lastName,
      email: gift.email,
      address: gift.address,
      postcode: gift.postcode,
      giftAid: gift.giftAid ? `Declared: ${GIFT_TEXT.giftAid}` : '',
      message: gift.message,
      payment: paymentText(gift.payment, stripeClient() !== null),
      about: gift.about,
    };
  });

/**
 * The submission's id: from the form's token (made in the browser each time the form is drawn) and the gift, so a
 * double press or a retry after an error is one submission and one Stripe session, while a gift given after a paid
 * one (a new page, a new token) is a new one. Without a token (no JavaScript) each post is its own.
 */
export function giftId(gift: Gift, site: string): string {
  if (!gift.giftToken) return randomUUID();
  const hex = createHash('sha256')
    .update(JSON.stringify([site, gift]))
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Where Stripe's Back returns: the page the gift began on (its cause's page, or /donate), its choices in the query
 * so the form comes back refilled even without JavaScript (`againQuery`).
 */
function cancelPath(gift: Gift): string {
  const page = gift.causeId ? routes.cause.href({ id: Number(gift.causeId) }) : routes.donate.href({});
  return `${page}?${againQuery(gift, giftRules())}#${gift.causeId ? 'cause-donation' : 'donate'}`;
}

/** A card gift with Stripe configured: a Checkout Session, and the donor sent to it (a 303 without JavaScript). */
async function toCheckout(gift: Gift, id: string): Promise<FormState | null> {
  const stripe = gift.payment === 'card' ? stripeClient() : null;
  if (!stripe) return null;
  const rules = giftRules();
  let url: string;
  try {
    const params = checkoutParams(
      gift,
      rules.currency,
      { site: giftSite(), giftRef: id },
      { origin: await getSiteOrigin(), thanksPath: routes.donateThanks.href({}), cancelPath: cancelPath(gift) },
    );
    const session = await createCheckout(stripe, params, `gift-${id}`);
    console.log(`[giving] gift ${id}: checkout session ${session.id} created (${gift.frequency})`);
    url = session.url;
  } catch (error) {
    console.error(`[giving] gift ${id}: no checkout session (${stripeErrorKind(error)})`);
    const { message, field } = refusalOf(error, rules);
    // An amount Stripe refused: the message goes beside the field the donor chose it in.
    const name = field?.name === 'customAmount' && rules.presets.includes(String(gift.amount)) ? 'amount' : field?.name;
    return { status: 'failed', message, errors: field && name ? { [name]: field.message } : {}, values: {} };
  }
  redirect(url);
}

type Checked = z.output<ReturnType<typeof schema>>;

export const GIFT_FORM: FormSpec<ReturnType<typeof schema>> = {
  kind: 'donation',
  title: 'Donation pledge',
  get schema() {
    return schema();
  },
  labels: DONATION_LABELS,
  replyTo: 'email',
  // "Other amount": the typed amount is checked here and delivered as the amount; the token names the submission.
  reads: ['customAmount', 'causeId', 'giftToken'],
  // A cause the site does not have: a crafted post, answered as a mistake and never sent to Stripe.
  check: ({ gift }: Checked) => (gift.causeId && !gift.about ? { causeId: 'This cause is not open for gifts' } : null),
  idOf: ({ gift }: Checked) => giftId(gift, giftSite()),
  handOff: ({ gift }: Checked, submission) => toCheckout(gift, submission.id),
  thanks: ({ gift }: Checked) => (gift.payment === 'offline' ? GIFT_TEXT.offlinePledge : GIFT_TEXT.cardPledge),
};

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
