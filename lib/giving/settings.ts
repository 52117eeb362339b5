// The giving settings, read in one place: Stripe's keys and address, the site's currency and the limits of a
// typed amount. Read from the environment when the server starts, never baked into the build.
import { DEFAULT_LIMITS, type AmountLimits } from '@/lib/forms/donation-amounts';

type Env = Record<string, string | undefined>;

const positive = (text: string | undefined, fallback: number) => {
  const value = Number(text?.trim() || NaN);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/** DONATION_MIN and DONATION_MAX, in whole currency units; their defaults when unset or not numbers. */
export function amountLimits(env: Env = process.env): AmountLimits {
  const min = positive(env.DONATION_MIN, DEFAULT_LIMITS.min);
  const max = positive(env.DONATION_MAX, DEFAULT_LIMITS.max);
  return max >= min ? { min, max } : DEFAULT_LIMITS;
}

/** The site's currency, lower case as Stripe names it (`usd`, `eur`); three letters or the default. */
export function donationCurrency(env: Env = process.env): string {
  const code = env.DONATION_CURRENCY?.trim().toLowerCase() ?? '';
  return /^[a-z]{3}$/.test(code) ? code : 'usd';
}

/** Currencies Stripe counts in whole units (no cents): an amount is sent as it is, not times 100. */
const ZERO_DECIMAL = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);

/** An amount in the currency's minor units (cents), as Stripe takes it. */
export function minorUnits(amount: number, currency: string): number {
  return ZERO_DECIMAL.has(currency) ? Math.round(amount) : Math.round(amount * 100);
}

/** Back from minor units, for the receipt and the thank-you page. */
export function fromMinorUnits(minor: number, currency: string): number {
  return ZERO_DECIMAL.has(currency) ? minor : minor / 100;
}

/** `$50.00`, `€12.50`: an amount as a donor reads it. */
export function formatAmount(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount);
}

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string | undefined;
  /** STRIPE_API_URL: a stand-in or a mirror of Stripe's API; unset, Stripe's own. */
  api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
};

/** Stripe's settings, or null when STRIPE_SECRET_KEY is unset (giving falls back to pledges). */
export function stripeSettings(env: Env = process.env): StripeSettings | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return null;
  let api: StripeSettings['api'];
  const url = env.STRIPE_API_URL?.trim();
  if (url) {
    const parsed = new URL(url);
    const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
    api = { host: parsed.hostname, port: Number(parsed.port) || (protocol === 'http' ? 80 : 443), protocol };
  }
  return { secretKey, webhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || undefined, api };
}
