// The donation form accepts a preset or a typed amount, once or monthly, by card or offline, and refuses bad
// amounts (past the limits, more decimals than the currency has) with a message for the field at fault; names that
// are links; and Gift Aid without the address HMRC needs.
import { giftRules } from '@/lib/giving/settings';
import { DEFAULT_RULES } from '../donation-amounts';
import { donationSchema } from '../donation-schema';
import { validate } from '../validate';

const schema = donationSchema();
const donor = { firstName: 'Ana', lastName: 'Núñez', email: 'ana@example.org', address: '', message: '' };
const gift = { ...donor, frequency: 'once', payment: 'card' };

const errorsOf = (values: Record<string, string>, limits = {}) => {
  const result = validate(donationSchema({ ...DEFAULT_RULES, ...limits }), values);
  return result.ok ? {} : result.errors;
};

describe('donationSchema', () => {
  it('accepts a preset amount by card, once, as the server uses it', () => {
    expect(validate(schema, { amount: '50', ...gift })).toEqual({
      ok: true,
      data: {
        amount: 50,
        frequency: 'once',
        ...donor,
        postcode: '',
        giftAid: false,
        payment: 'card',
        about: '',
        causeId: '',
        giftToken: '',
      },
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
      'The smallest gift we can take online is $1.00',
    );
    expect(errorsOf({ amount: 'custom', customAmount: '100000.01', ...gift }).customAmount).toBe(
      'For gifts over $100,000.00, please contact us',
    );
    const limits = { min: 5, max: 250 };
    expect(errorsOf({ amount: 'custom', customAmount: '5', ...gift }, limits).customAmount).toBeUndefined();
    expect(errorsOf({ amount: 'custom', customAmount: '4.99', ...gift }, limits).customAmount).toMatch(/smallest/);
    expect(errorsOf({ amount: 'custom', customAmount: '250', ...gift }, limits).customAmount).toBeUndefined();
    expect(errorsOf({ amount: 'custom', customAmount: '250.01', ...gift }, limits).customAmount).toMatch(
      /over \$250\.00/,
    );
  });

  it('refuses an amount that is not a preset, a frequency not offered, and a cause id that is not a number', () => {
    expect(errorsOf({ amount: '7', ...gift }).amount).toBe('Please choose an amount');
    expect(errorsOf({ amount: '10', ...gift, frequency: 'weekly' }).frequency).toBe('Please choose once or monthly');
    expect(errorsOf({ amount: '10', ...gift, causeId: '../1' }).causeId).toBe('Unknown cause');
  });

  it('takes whole yen only, with presets and a minimum Stripe accepts', () => {
    const yen = giftRules({ DONATION_CURRENCY: 'jpy' });
    expect(yen).toMatchObject({ min: 100, presets: ['1000', '2500', '5000', '10000'], typedDecimals: 0 });
    const yenErrors = (customAmount: string) =>
      validate(donationSchema(yen), { amount: 'custom', customAmount, ...gift }).ok ||
      (validate(donationSchema(yen), { amount: 'custom', customAmount, ...gift }) as { errors: Record<string, string> })
        .errors.customAmount;
    expect(yenErrors('12.50')).toBe('Please enter a whole amount such as 1000');
    expect(yenErrors('99')).toBe('The smallest gift we can take online is ¥100');
    expect(yenErrors('1,500')).toBe(true);
    expect(validate(donationSchema(yen), { amount: '10', ...gift }).ok).toBe(false);
  });

  it('refuses a name that is a link or an address, and one too long for a receipt', () => {
    const pitch = 'Your card payment FAILED. To avoid losing your gift re-enter your card at https://evil.example/pay';
    expect(errorsOf({ amount: '10', ...gift, firstName: pitch }).firstName).toBeDefined();
    expect(errorsOf({ amount: '10', ...gift, firstName: 'www.evil.example' }).firstName).toBe(
      'Please enter just your name',
    );
    expect(errorsOf({ amount: '10', ...gift, lastName: 'evil.com' }).lastName).toBe('Please enter just your name');
    expect(errorsOf({ amount: '10', ...gift, firstName: 'Mary-Jo' }).firstName).toBeUndefined();
  });

  it('asks for the home address and postcode with Gift Aid, in pounds only', () => {
    const pounds = giftRules({ DONATION_CURRENCY: 'gbp' });
    const aided = { amount: '10', ...gift, giftAid: 'yes' };
    const result = validate(donationSchema(pounds), aided);
    expect(result.ok ? {} : result.errors).toMatchObject({
      address: 'For Gift Aid, please enter your home address',
      postcode: 'For Gift Aid, please enter your postcode',
    });
    const whole = validate(donationSchema(pounds), { ...aided, address: '1 Quay St, Bristol', postcode: 'BS1 4DJ' });
    expect(whole.ok && whole.data.giftAid).toBe(true);
    // In dollars there is no Gift Aid: the box is ignored, nothing is asked.
    const dollars = validate(donationSchema(), aided);
    expect(dollars.ok && dollars.data.giftAid).toBe(false);
  });
});
