/**
 * @jest-environment node
 */
// Stripe's Back: the gift's choices (never the donor) go into the cancel address, and come back as the form's
// values only when the form's own rules accept them; anything else in the query is left out.
import type { Gift } from '@/lib/forms/donation-schema';
import { DEFAULT_RULES } from '@/lib/forms/donation-amounts';
import { againQuery, refillOf } from '../gift-form';
import { giftRules } from '../settings';

jest.mock('server-only', () => ({}));

const gift: Gift = {
  amount: 25,
  frequency: 'monthly',
  firstName: 'Ana',
  lastName: 'Núñez',
  email: 'ana@example.org',
  address: '1 High Street',
  postcode: 'BS1 1AA',
  giftAid: false,
  message: 'For the wells',
  payment: 'card',
  about: 'Clean Wells',
  causeId: '1',
  giftToken: '',
};

const back = (query: string, rules = DEFAULT_RULES) => refillOf(Object.fromEntries(new URLSearchParams(query)), rules);

describe('the cancel address', () => {
  it('carries the amount, how often and Gift Aid, never the donor', () => {
    const query = againQuery(gift, DEFAULT_RULES);
    expect(query).toBe('cancelled=1&amount=25&frequency=monthly');
    for (const text of ['Ana', 'ana', 'High', 'BS1', 'wells']) expect(query).not.toContain(text);
    expect(againQuery({ ...gift, amount: 12.5, giftAid: true }, DEFAULT_RULES)).toBe(
      'cancelled=1&amount=12.50&frequency=monthly&giftAid=yes',
    );
  });

  it('comes back as the form left it: a preset, a typed amount, in any currency', () => {
    expect(back(againQuery(gift, DEFAULT_RULES))).toEqual({ amount: '25', frequency: 'monthly' });
    expect(back(againQuery({ ...gift, amount: 12.5, frequency: 'once' }, DEFAULT_RULES))).toEqual({
      amount: 'custom',
      customAmount: '12.50',
      frequency: 'once',
    });
    const yen = giftRules({ DONATION_CURRENCY: 'jpy' });
    expect(back(againQuery({ ...gift, amount: Number(yen.presets[0]) }, yen), yen)).toEqual({
      amount: yen.presets[0],
      frequency: 'monthly',
    });
    const pounds = giftRules({ DONATION_CURRENCY: 'gbp' });
    expect(back('cancelled=1&amount=10&frequency=once&giftAid=yes', pounds)).toMatchObject({ giftAid: 'yes' });
  });
});

describe('a query another hand wrote', () => {
  it.each([
    ['amount=<script>alert(1)</script>&frequency="><img src=x>', {}],
    ['amount=0.001&frequency=yearly', {}],
    ['amount=99999999999&frequency=once', { frequency: 'once' }],
    ['amount=0.5&frequency=monthly', { frequency: 'monthly' }],
    ['amount=custom&customAmount=30', {}],
    ['amount=25&giftAid=yes&email=a@example.org&firstName=Eve&payment=offline', { amount: '25' }],
    ['amount=%00&frequency=%F0%9F%98%80', {}],
    ['', {}],
  ])('%s is left out where the form would refuse it', (query, refill) => {
    expect(back(query)).toEqual(refill);
  });

  it('ignores a repeated name and text where a number belongs', () => {
    expect(refillOf({ amount: ['25', '50'], frequency: ['once'] }, DEFAULT_RULES)).toEqual({});
    expect(back('amount=' + '9'.repeat(5000))).toEqual({});
  });
});
