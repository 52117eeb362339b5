/**
 * @jest-environment node
 */
import { formatDate, formatUsd } from '../format';

describe('formatUsd', () => {
  it('formats whole dollars with a thousands separator and no cents', () => {
    expect(formatUsd(12500)).toBe('$12,500');
    expect(formatUsd(120000)).toBe('$120,000');
    expect(formatUsd(0)).toBe('$0');
  });

  it('rounds fractions to the nearest dollar', () => {
    expect(formatUsd(999.5)).toBe('$1,000');
    expect(formatUsd(45.25)).toBe('$45');
  });

  it('keeps the cents of a typed amount when asked, and only when there are any', () => {
    expect(formatUsd(12.5, { keepCents: true })).toBe('$12.50');
    expect(formatUsd(1234.05, { keepCents: true })).toBe('$1,234.05');
    expect(formatUsd(30, { keepCents: true })).toBe('$30');
  });
});

describe('formatDate', () => {
  it('shows an ISO date as a long English date on the same calendar day', () => {
    expect(formatDate('2026-03-14')).toBe('March 14, 2026');
    expect(formatDate('2027-01-01')).toBe('January 1, 2027');
  });
});
