// Display formats shared by the built-in content pages (fixed to en-US so server and tests agree).
import { startOfUtcDay } from './utc-day';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const usdWithCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * Whole dollars with thousands separators: 12500 -> "$12,500". With `keepCents` (an amount a donor typed),
 * cents show when there are any instead of being rounded away: 12.5 -> "$12.50", 30 -> "$30".
 */
export function formatUsd(amount: number, { keepCents = false }: { keepCents?: boolean } = {}): string {
  return keepCents && !Number.isInteger(amount) ? usdWithCents.format(amount) : usd.format(amount);
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** An ISO calendar date (YYYY-MM-DD) as "March 14, 2026", whatever the server's time zone. */
export function formatDate(isoDate: string): string {
  return longDate.format(startOfUtcDay(isoDate));
}
