// The donation form accepts a preset or a typed amount, once or monthly, by card or offline, and refuses bad
// amounts (past the limits, more than two decimals) with a message for the field at fault.
import { donationSchema } from '../donation-schema';
import { validate } from '../validate';

const schema = donationSchema();
const donor = { firstName: 'Ana', lastName: 'Núñez', email: 'ana@example.org', address: '', message: '' };
const gift = { ...donor, frequency: 'once', payment: 'card' };

const errorsOf = (values: Record<string, string>, limits = { min: 1, max: 100_000 }) => {
  const result = validate(donationSchema(limits), values);
  return result.ok ? {} : result.errors;
};

describe('donationSchema', () => {
  it('accepts a preset amount by card, once, as the server uses it', () => {
    expect(validate(schema, { amount: '50', ...gift })).toEqual({
      ok: true,
      data: { amount: 50, frequency: 'once', ...donor, payment: 'card', about: '', causeId: '' },
    });
  });

  it('accepts a typed amount given monthly, and offline', () => {
    const monthly = validate(schema, { amount: 'custom', customAmount: '12.50', ...gift, frequency: 'monthly' });
    expect(monthly.ok && monthly.data).toMatchObject({ amount: 12.5, frequency: 'monthly' });
    expect(validate(schema, { amount: '10', ...gift, payment: 'offline' }).ok).toBe(true);
  });

  it('lists every missing field at once', () => {
    expect(errorsOf({})).toEqual({
      amount: 'Please choose an amount',
      frequency: 'Please choose once or monthly',
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
      email: 'Please enter your email',
      payment: 'Please choose how you would like to give',
    });
  });

  it.each([
    ['1,000', 1000],
    ['$1,250.50', 1250.5],
    [' 75 ', 75],
    ['1', 1],
    ['100000', 100000],
  ])('reads the typed amount %s as a donor writes it', (customAmount, amount) => {
    const result = validate(schema, { amount: 'custom', customAmount, ...gift });
    expect(result.ok && result.data.amount).toBe(amount);
  });

  it.each(['0', '-5', 'abc', '10.555', '1,00', '1.000,50', '$', '1e3', 'Infinity'])(
    'refuses the typed amount %s',
    (customAmount) => {
      expect(errorsOf({ amount: 'custom', customAmount, ...gift }).customAmount).toBe(
        'Please enter an amount such as 30 or 12.50 (two decimals at most)',
      );
    },
  );

  it('refuses amounts past the limits, at the edge and past it', () => {
    expect(errorsOf({ amount: 'custom', customAmount: '0.99', ...gift }).customAmount).toBe(
      'The smallest gift we can take online is 1',
    );
    expect(errorsOf({ amount: 'custom', customAmount: '100000.01', ...gift }).customAmount).toBe(
      'For gifts over 100,000, please contact us',
    );
    const limits = { min: 5, max: 250 };
    expect(errorsOf({ amount: 'custom', customAmount: '5', ...gift }, limits).customAmount).toBeUndefined();
    expect(errorsOf({ amount: 'custom', customAmount: '4.99', ...gift }, limits).customAmount).toMatch(/smallest/);
    expect(errorsOf({ amount: 'custom', customAmount: '250', ...gift }, limits).customAmount).toBeUndefined();
    expect(errorsOf({ amount: 'custom', customAmount: '250.01', ...gift }, limits).customAmount).toMatch(/over 250/);
  });

  it('refuses an amount that is not a preset, a frequency not offered, and a cause id that is not a number', () => {
    expect(errorsOf({ amount: '7', ...gift }).amount).toBe('Please choose an amount');
    expect(errorsOf({ amount: '10', ...gift, frequency: 'weekly' }).frequency).toBe('Please choose once or monthly');
    expect(errorsOf({ amount: '10', ...gift, causeId: '../1' }).causeId).toBe('Unknown cause');
  });
});
