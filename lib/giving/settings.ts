// The giving settings, read in one place: Stripe's keys and address, the site's currency, the limits and presets of
// a gift, and what a receipt says. Read from the environment when the server starts, never baked into the build.
import {
  STRIPE_MAX_MINOR,
  minorUnits,
  stripeMaximum,
  stripeMinimum,
  typedDecimals,
  unitScale,
  type GiftRules,
} from './currency';

type Env = Record<string, string | undefined>;

const positive = (text: string | undefined) => {
  const value = Number(text?.trim() || NaN);
  return Number.isFinite(value) && value > 0 ? value : undefined;
};

/** The site's currency, lower case as Stripe names it (`usd`, `eur`); three letters or the default. */
export function donationCurrency(env: Env = process.env): string {
  const code = env.DONATION_CURRENCY?.trim().toLowerCase() ?? '';
  return /^[a-z]{3}$/.test(code) ? code : 'usd';
}

/**
 * What a gift may be: DONATION_MIN and DONATION_MAX (whole units; defaults 1 and 100,000 of a dollar-sized unit)
 * kept within Stripe's minimum and its 99,999,999 minor units, and DONATION_PRESETS (comma-separated) where each is
 * within them, else four of a size that suits the currency.
 */
export function giftRules(env: Env = process.env): GiftRules {
  const currency = donationCurrency(env);
  const scale = unitScale(currency);
  const decimals = typedDecimals(currency);
  const floor = Math.max(stripeMinimum(currency), decimals === 0 ? 1 : 0.01);
  let min = Math.max(positive(env.DONATION_MIN) ?? Math.max(scale, stripeMinimum(currency)), floor);
  let max = Math.min(positive(env.DONATION_MAX) ?? 100_000 * scale, stripeMaximum(currency));
  if (max < min) [min, max] = [floor, stripeMaximum(currency)];
  const fits = (amount: number) =>
    amount >= min &&
    amount <= max &&
    Number(amount.toFixed(decimals)) === amount &&
    minorUnits(amount, currency) <= STRIPE_MAX_MINOR;
  const set = (env.DONATION_PRESETS ?? '')
    .split(',')
    .map((text) => Number(text.trim()))
    .filter(fits);
  const presets = set.length > 0 ? set : [10, 25, 50, 100].map((amount) => amount * scale).filter(fits);
  return { currency, min, max, presets: [...new Set(presets)].map(String), typedDecimals: decimals };
}

/** What a receipt says beyond the gift: the registered charity number and the operator's tax wording. */
export type ReceiptSettings = { charityNumber: string; taxText: string };

export function receiptSettings(env: Env = process.env): ReceiptSettings {
  return {
    charityNumber: env.CHARITY_NUMBER?.trim() ?? '',
    taxText:
      env.DONATION_TAX_TEXT?.trim() ||
      'No goods or services were given in return for this gift. Please keep this receipt for your tax records.',
  };
}

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  /** STRIPE_API_URL: a stand-in or a mirror of Stripe's API; unset, Stripe's own. */
  api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
  /** DONATION_LINK_SECRET: signs a monthly donor's link to Stripe's customer portal; unset, no link is sent. */
  linkSecret: string | undefined;
};

/** The settings card giving needs and are not set (empty when card gifts are taken). */
export function missingStripeSettings(env: Env = process.env): string[] {
  return ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'].filter((name) => !env[name]?.trim());
}

/**
 * Stripe's settings, or null unless both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set: a card taken without
 * its webhook would get no receipt and no notice, so without either a card gift is a pledge.
 */
export function stripeSettings(env: Env = process.env): StripeSettings | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!secretKey || !webhookSecret) return null;
  let api: StripeSettings['api'];
  const url = env.STRIPE_API_URL?.trim();
  if (url) {
    const parsed = new URL(url);
    const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
    api = { host: parsed.hostname, port: Number(parsed.port) || (protocol === 'http' ? 80 : 443), protocol };
  }
  return { secretKey, webhookSecret, api, linkSecret: env.DONATION_LINK_SECRET?.trim() || undefined };
}

/** What the donation form needs to know of the server's settings (the pages pass it on as props). */
export function donationFormSettings(env: Env = process.env) {
  return { online: stripeSettings(env) !== null, rules: giftRules(env) };
}

/** The start log's line on giving: whether cards are taken, and if not which setting is missing. */
export function givingSetupLine(env: Env = process.env): string {
  const missing = missingStripeSettings(env);
  const rules = giftRules(env);
  const range = `${rules.currency} ${rules.min}–${rules.max}, presets ${rules.presets.join(' ')}`;
  if (missing.length === 0) {
    const link = env.DONATION_LINK_SECRET?.trim()
      ? ''
      : '; DONATION_LINK_SECRET is not set: no manage link in receipts';
    return `[giving] card gifts through Stripe Checkout (${range})${link}`;
  }
  return `[giving] ${missing.join(' and ')} not set: card gifts are taken as pledges, through the outbox (${range})`;
}

/**
 * This site's gift reference, set as `metadata.site` on every session it makes and checked on every event: the
 * host of SITE_URL, so two sites (or a test site) sharing one Stripe account never act on each other's gifts.
 */
export function giftSite(env: Env = process.env): string {
  try {
    return new URL(env.SITE_URL?.trim() ?? '').host || 'website';
  } catch {
    return 'website';
  }
}
