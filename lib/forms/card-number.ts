/** Card number helpers: pure functions, used only in the browser (card data never leaves the page). */

export const CARD_BRANDS = ['Visa', 'Mastercard', 'American Express', 'Discover'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The digits of a number typed with optional spaces or dashes ("4111 1111-1111 1111"); null if anything else. */
export function cardDigits(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '');
  return /^\d+$/.test(compact) ? compact : null;
}

/** The Luhn checksum every real card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

type BrandRule = { brand: CardBrand; prefix: (digits: string) => boolean; lengths: readonly number[] };

const startsWithin = (digits: string, size: number, low: number, high: number) => {
  const head = Number(digits.slice(0, size));
  return digits.length >= size && head >= low && head <= high;
};

/** Issuer prefixes and lengths (IIN ranges as published by the card networks). */
const BRAND_RULES: readonly BrandRule[] = [
  { brand: 'American Express', prefix: (d) => /^3[47]/.test(d), lengths: [15] },
  { brand: 'Visa', prefix: (d) => d.startsWith('4'), lengths: [13, 16, 19] },
  {
    brand: 'Mastercard',
    prefix: (d) => startsWithin(d, 2, 51, 55) || startsWithin(d, 4, 2221, 2720),
    lengths: [16],
  },
  {
    brand: 'Discover',
    prefix: (d) =>
      d.startsWith('6011') || d.startsWith('65') || startsWithin(d, 3, 644, 649) || startsWithin(d, 6, 622126, 622925),
    lengths: [16, 17, 18, 19],
  },
];

/** The brand a card number belongs to, or null when it matches none we accept. */
export function detectCardBrand(digits: string): CardBrand | null {
  const rule = BRAND_RULES.find((candidate) => candidate.prefix(digits) && candidate.lengths.includes(digits.length));
  return rule?.brand ?? null;
}

/** American Express uses a 4-digit security code; the others 3. */
export function cvvLength(brand: CardBrand): number {
  return brand === 'American Express' ? 4 : 3;
}
