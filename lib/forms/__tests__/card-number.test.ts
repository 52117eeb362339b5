// Card numbers are read as typed, checked for mistakes (Luhn), recognised by brand, and expiry dates
// in the past are refused.
import { cardDigits, cvvLength, detectCardBrand, passesLuhn } from '../card-number';
import { isExpiryCurrent, parseExpiry } from '../card-expiry';

// Published test numbers of each network (they pass Luhn; no real card).
const VISA = '4111111111111111';
const MASTERCARD = '5555555555554444';
const MASTERCARD_2_SERIES = '2223003122003222';
const AMEX = '378282246310005';
const DISCOVER = '6011111111111117';

describe('cardDigits', () => {
  it('accepts spaces and dashes and rejects letters', () => {
    expect(cardDigits('4111 1111-1111 1111')).toBe(VISA);
    expect(cardDigits('4111 11a1 1111 1111')).toBeNull();
  });
});

describe('passesLuhn', () => {
  it.each([VISA, MASTERCARD, MASTERCARD_2_SERIES, AMEX, DISCOVER])('accepts the valid number %s', (number) => {
    expect(passesLuhn(number)).toBe(true);
  });

  it('rejects a number with one wrong digit', () => {
    expect(passesLuhn('4111111111111112')).toBe(false);
  });

  it('rejects numbers that are too short or not digits', () => {
    expect(passesLuhn('0')).toBe(false);
    expect(passesLuhn('00000000000')).toBe(false);
    expect(passesLuhn('41111111111x1111')).toBe(false);
  });
});

describe('detectCardBrand', () => {
  it.each([
    [VISA, 'Visa'],
    [MASTERCARD, 'Mastercard'],
    [MASTERCARD_2_SERIES, 'Mastercard'],
    [AMEX, 'American Express'],
    [DISCOVER, 'Discover'],
    ['6500000000000002', 'Discover'],
  ])('knows %s is %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  it('returns null for an unknown prefix or a wrong length', () => {
    expect(detectCardBrand('9111111111111111')).toBeNull();
    expect(detectCardBrand('37828224631000')).toBeNull();
  });

  it('gives American Express a 4-digit CVV and the others 3', () => {
    expect(cvvLength('American Express')).toBe(4);
    expect(cvvLength('Visa')).toBe(3);
  });
});

describe('card expiry', () => {
  const now = new Date(2026, 4, 15); // 15 May 2026

  it('parses MM/YY and rejects other shapes', () => {
    expect(parseExpiry('07/29')).toEqual({ month: 7, year: 2029 });
    // Typed on a phone's number pad, which has no slash.
    expect(parseExpiry('0729')).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry('072')).toBeNull();
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('00/29')).toBeNull();
    expect(parseExpiry('7/29')).toBeNull();
    expect(parseExpiry('07/2029')).toBeNull();
  });

  it('treats the current month as still valid and earlier months as expired', () => {
    expect(isExpiryCurrent({ month: 5, year: 2026 }, now)).toBe(true);
    expect(isExpiryCurrent({ month: 1, year: 2027 }, now)).toBe(true);
    expect(isExpiryCurrent({ month: 4, year: 2026 }, now)).toBe(false);
    expect(isExpiryCurrent({ month: 12, year: 2025 }, now)).toBe(false);
  });
});
