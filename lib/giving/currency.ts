// Money in the site's currency as Stripe counts it (https://docs.stripe.com/currencies): amounts in the currency's
// minor unit per ISO 4217, Stripe's minimum charge and its 99,999,999 maximum, and presets of a sensible size. Plain
// data and arithmetic, so the browser checks a gift with the very rules the server uses.

/** Stripe's largest amount, in minor units, of any currency. */
export const STRIPE_MAX_MINOR = 99_999_999;

/** Currencies Stripe counts in whole units (no minor unit): 500 JPY is `500`. */
const ZERO_DECIMAL = new Set('bif clp djf gnf jpy kmf krw mga pyg rwf ugx vnd vuv xaf xof xpf'.split(' '));
/** Three-decimal currencies: 10 KWD is `10000`, and Stripe wants the last digit 0 (so two decimals typed). */
const THREE_DECIMAL = new Set('bhd jod kwd omr tnd'.split(' '));
/**
 * Stripe's special cases: ISK is two-decimal in the API though ISO gives it none, and HUF and TWD are paid out in
 * whole units; in all three a gift is typed in whole units and sent times 100.
 */
const WHOLE_UNITS = new Set('isk huf twd'.split(' '));

/** Stripe's minimum charge per currency, in major units (its "Minimum and maximum charge amounts" table). */
// prettier-ignore
const STRIPE_MINIMUM: Readonly<Record<string, number>> = {
  usd: 0.5, aed: 2, aud: 0.5, bgn: 1, brl: 0.5, cad: 0.5, chf: 0.5, czk: 15, dkk: 2.5, eur: 0.5, gbp: 0.3,
  hkd: 4, huf: 175, inr: 0.5, jpy: 50, mxn: 10, myr: 2, nok: 3, nzd: 0.5, pln: 2, ron: 2, sek: 3, sgd: 0.5,
  thb: 10,
};

/** How many of the currency's units make a gift like $1 (so $10 presets become ¥1,000 or ₩10,000). */
// prettier-ignore
const UNIT_SCALE: Readonly<Record<string, number>> = {
  jpy: 100, krw: 1000, vnd: 10_000, clp: 1000, pyg: 10_000, ugx: 1000, idr: 10_000, huf: 100, isk: 100,
  czk: 10, mxn: 10, thb: 10, inr: 10, php: 10, twd: 10, xaf: 100, xof: 100, xpf: 100, kmf: 100, rwf: 100,
  bif: 1000, djf: 100, gnf: 1000, mga: 1000, vuv: 100, nok: 10, sek: 10, dkk: 10, zar: 10, hkd: 10,
};

/** What a gift in one currency may be, in major units: the browser and the server check the same. */
export type GiftRules = {
  /** Lower case, as Stripe names it (`usd`, `jpy`, `kwd`). */
  currency: string;
  min: number;
  max: number;
  /** The preset amounts offered, as the form posts them ("10", "1000"). */
  presets: string[];
  /** Decimals a donor may type: 0 for yen, 2 for dollars and for dinars (Stripe wants 10 fils steps). */
  typedDecimals: number;
};

/** Digits of the currency's minor unit as Stripe counts it. */
export const minorDigits = (currency: string) => (ZERO_DECIMAL.has(currency) ? 0 : THREE_DECIMAL.has(currency) ? 3 : 2);

export const typedDecimals = (currency: string) => (ZERO_DECIMAL.has(currency) || WHOLE_UNITS.has(currency) ? 0 : 2);

/** An amount in the currency's minor units, as Stripe takes it: USD 12.50 → 1250, JPY 500 → 500, KWD 10 → 10000. */
export const minorUnits = (amount: number, currency: string) => Math.round(amount * 10 ** minorDigits(currency));

/** Back from minor units, for the receipt and the thank-you page. */
export const fromMinorUnits = (minor: number, currency: string) => minor / 10 ** minorDigits(currency);

export const unitScale = (currency: string) => UNIT_SCALE[currency] ?? 1;

/** The largest gift Stripe takes, in major units typed to the currency's decimals. */
export function stripeMaximum(currency: string): number {
  const step = 10 ** typedDecimals(currency);
  return Math.floor(fromMinorUnits(STRIPE_MAX_MINOR, currency) * step) / step;
}

/** Stripe's smallest charge in the currency, or 0 where its table names none (the operator's DONATION_MIN then). */
export const stripeMinimum = (currency: string) => STRIPE_MINIMUM[currency] ?? 0;

/** `$50.00`, `¥5,000`, `KWD 10.000`: an amount as a donor reads it. */
export function formatAmount(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount);
}

/** `$10`, `¥1,000`: a preset as the donor reads it on a button. */
export function formatPreset(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    // Whole amounts without decimals ($10); any other with the currency's ($37.50).
    minimumFractionDigits: Number.isInteger(amount) ? 0 : typedDecimals(currency),
    maximumFractionDigits: typedDecimals(currency),
  }).format(amount);
}

/**
 * A typed amount as a number: "30", "12.50", "1,000", "$1,000.50"; null when it is not one (a symbol in front,
 * commas only between groups of three digits, at most `decimals` decimals).
 */
export function parseAmount(text: string, decimals: number): number | null {
  const fraction = decimals > 0 ? `(\\.\\d{1,${decimals}})?` : '()';
  const match = new RegExp(`^[^\\d\\s.,+-]{0,3}\\s?(\\d{1,3}(?:,\\d{3})+|\\d+)${fraction}$`, 'u').exec(text.trim());
  return match ? Number(`${(match[1] ?? '').replaceAll(',', '')}${match[2] ?? ''}`) : null;
}
