// The donation form accepts a preset or custom amount by card or offline, and refuses bad amounts,
// cards, CVVs and expiry dates with a message for each.
import { donationSchema } from '../donation-schema';
import { validate } from '../validate';

const now = new Date(2026, 4, 15); // 15 May 2026
const schema = donationSchema(() => now);

const donor = { firstName: 'Ana', lastName: 'Núñez', email: 'ana@example.org', address: '', message: '' };
const visa = {
  payment: 'card',
  cardType: 'Visa',
  cardHolder: 'Ana Núñez',
  cardNumber: '4111 1111 1111 1111',
  cvv: '123',
  expiry: '08/29',
};

const errorsOf = (values: Record<string, string>) => {
  const result = validate(schema, values);
  return result.ok ? {} : result.errors;
};

describe('donationSchema', () => {
  it('accepts a preset amount paid by a valid Visa card', () => {
    const result = validate(schema, { amount: '50', ...donor, ...visa });
    // The pledge as the organisation reads it: the payment method in words, no card detail.
    expect(result).toEqual({
      ok: true,
      data: {
        amount: 50,
        firstName: 'Ana',
        lastName: 'Núñez',
        email: 'ana@example.org',
        address: '',
        message: '',
        about: '',
        payment: 'Card (details kept by the donor; payment is arranged with them)',
      },
    });
  });

  it('accepts a custom amount given offline without any card field', () => {
    const result = validate(schema, { amount: 'custom', customAmount: '12.50', ...donor, payment: 'offline' });
    expect(result.ok && result.data.amount).toBe(12.5);
  });

  it('lists every missing field of an empty card donation at once', () => {
    expect(errorsOf({ payment: 'card' })).toEqual({
      amount: 'Please choose an amount',
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
      email: 'Please enter your email',
      cardType: 'Please choose your card type',
      cardHolder: 'Please enter the name on the card',
      cardNumber: 'Please enter your card number',
      cvv: 'Please enter the security code (CVV)',
      expiry: 'Please enter the expiry date (MM/YY)',
    });
  });

  it.each([
    ['1,000', 1000],
    ['$1,250.50', 1250.5],
    [' 75 ', 75],
  ])('reads the custom amount %s as a donor writes it', (customAmount, amount) => {
    const result = validate(schema, { amount: 'custom', customAmount, ...donor, payment: 'offline' });
    expect(result.ok && result.data.amount).toBe(amount);
  });

  it.each(['0', '-5', 'abc', '10.555', '1,00', '1.000,50', '$'])('rejects the custom amount %s', (customAmount) => {
    expect(errorsOf({ amount: 'custom', customAmount, ...donor, payment: 'offline' }).customAmount).toBe(
      'Please enter an amount greater than 0, such as 30 or 12.50',
    );
  });

  it('sends gifts over the limit to the team, in dollars like every amount', () => {
    expect(errorsOf({ amount: 'custom', customAmount: '100000.01', ...donor, payment: 'offline' }).customAmount).toBe(
      'For gifts over $100,000, please contact us',
    );
    expect(
      errorsOf({ amount: 'custom', customAmount: '100000', ...donor, payment: 'offline' }).customAmount,
    ).toBeUndefined();
  });

  it('rejects an amount that is not one of the presets', () => {
    expect(errorsOf({ amount: '7', ...donor, payment: 'offline' }).amount).toBe('Please choose an amount');
  });

  it('rejects a card number that fails the Luhn check', () => {
    expect(errorsOf({ amount: '10', ...donor, ...visa, cardNumber: '4111 1111 1111 1112' }).cardNumber).toBe(
      'This card number is not valid. Please check it',
    );
  });

  it('rejects a valid number of another brand than the one chosen', () => {
    expect(errorsOf({ amount: '10', ...donor, ...visa, cardNumber: '5555 5555 5555 4444' }).cardNumber).toBe(
      'This is not a Visa card number',
    );
  });

  it('wants 4 CVV digits for American Express and 3 for the others', () => {
    const amex = { ...visa, cardType: 'American Express', cardNumber: '378282246310005' };
    expect(errorsOf({ amount: '10', ...donor, ...amex, cvv: '123' }).cvv).toBe(
      'The CVV is 4 digits for American Express',
    );
    expect(errorsOf({ amount: '10', ...donor, ...amex, cvv: '1234' }).cvv).toBeUndefined();
    expect(errorsOf({ amount: '10', ...donor, ...visa, cvv: '1234' }).cvv).toBe('The CVV is 3 digits for Visa');
  });

  it('rejects an expiry in the past and a malformed one, and accepts the current month', () => {
    expect(errorsOf({ amount: '10', ...donor, ...visa, expiry: '04/26' }).expiry).toBe('This card has expired');
    expect(errorsOf({ amount: '10', ...donor, ...visa, expiry: '2029-08' }).expiry).toBe(
      'Please enter the expiry date as MM/YY, such as 08/29',
    );
    expect(errorsOf({ amount: '10', ...donor, ...visa, expiry: '05/26' }).expiry).toBeUndefined();
  });

  it('judges the expiry by the day the form is sent, not the day its checks arrived', () => {
    let today = new Date(2026, 4, 31); // 31 May 2026
    const kept = donationSchema(() => today);
    const pledge = { amount: '10', ...donor, ...visa, expiry: '05/26' };
    expect(validate(kept, pledge).ok).toBe(true);
    today = new Date(2026, 5, 1); // the page left open overnight, into June
    expect(validate(kept, pledge)).toMatchObject({ ok: false, errors: { expiry: 'This card has expired' } });
  });

  it('ignores card fields when paying offline', () => {
    expect(validate(schema, { amount: '10', ...donor, payment: 'offline', cardNumber: '1234' }).ok).toBe(true);
  });
});
