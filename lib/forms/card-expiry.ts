/** Card expiry dates typed as MM/YY. A card is valid until the last day of its expiry month. */

export type Expiry = { month: number; year: number };

/**
 * "07/29" -> { month: 7, year: 2029 }; null when it is not a real MM/YY. The slash may be left out ("0729"):
 * a phone's number pad, which the field asks for, has none.
 */
export function parseExpiry(input: string): Expiry | null {
  const match = /^\s*(\d{2})\s*\/?\s*(\d{2})\s*$/.exec(input);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** True while the card can still be used on `now` (its expiry month has not ended). */
export function isExpiryCurrent(expiry: Expiry, now: Date): boolean {
  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  return expiry.year > thisYear || (expiry.year === thisYear && expiry.month >= thisMonth);
}
