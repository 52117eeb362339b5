/**
 * @jest-environment node
 */
// Which Stripe events send which e-mails: a paid session a receipt to the donor and a notice to the office, an
// unpaid one (a bank debit on its way) nothing yet, a subscription's first invoice nothing (its session did), a
// renewal both, an unknown event nothing. And the settings' amounts: minor units, currency and limits.
import type Stripe from 'stripe';
import { mailsOfEvent } from '../gift-events';
import { amountLimits, donationCurrency, minorUnits } from '../settings';

const metadata = { first_name: 'Ana', last_name: 'Núñez', frequency: 'monthly', cause_id: '1', cause: 'Clean water' };
const session = {
  id: 'cs_test_1',
  object: 'checkout.session',
  status: 'complete',
  payment_status: 'paid',
  currency: 'usd',
  amount_total: 4250,
  customer_details: { email: 'ana@example.org' },
  client_reference_id: 'sub-1',
  metadata,
};
const event = (type: string, object: object) => ({ id: 'evt_1', type, data: { object } }) as unknown as Stripe.Event;

describe('mailsOfEvent', () => {
  it('a paid session: the receipt to the donor and the notice to the office, naming amount, frequency and cause', () => {
    const [receipt, office] = mailsOfEvent(event('checkout.session.completed', session));
    expect(receipt).toMatchObject({ id: 'evt_1-receipt', to: 'ana@example.org', title: 'Receipt for your gift' });
    expect(office).toMatchObject({ id: 'evt_1-office', title: 'Gift received', replyTo: 'ana@example.org' });
    expect(office?.to).toBeUndefined();
    const fields = Object.fromEntries(office!.fields.map((field) => [field.name, field.value]));
    expect(fields).toMatchObject({
      amount: '$42.50 a month',
      frequency: 'Every month',
      about: 'Clean water',
      causeId: '1',
    });
  });

  it('an unpaid session, a subscription’s first invoice and an unknown event send nothing', () => {
    expect(mailsOfEvent(event('checkout.session.completed', { ...session, payment_status: 'unpaid' }))).toEqual([]);
    const invoice = { id: 'in_1', billing_reason: 'subscription_create', amount_paid: 4250, currency: 'usd' };
    expect(mailsOfEvent(event('invoice.paid', invoice))).toEqual([]);
    expect(mailsOfEvent(event('customer.created', {}))).toEqual([]);
  });

  it('a renewal and a failed bank debit each tell the donor and the office', () => {
    const invoice = {
      id: 'in_2',
      billing_reason: 'subscription_cycle',
      amount_paid: 4250,
      currency: 'usd',
      customer_email: 'ana@example.org',
      parent: { subscription_details: { metadata } },
    };
    expect(mailsOfEvent(event('invoice.paid', invoice)).map((mail) => mail.title)).toEqual([
      'Receipt for your monthly gift',
      'Monthly gift renewed',
    ]);
    expect(
      mailsOfEvent(event('checkout.session.async_payment_failed', { ...session, payment_status: 'unpaid' })).map(
        (mail) => mail.title,
      ),
    ).toEqual(['Your gift could not be completed', 'Gift payment failed']);
  });
});

describe('giving settings', () => {
  it('counts amounts in minor units, but for currencies without them', () => {
    expect(minorUnits(42.5, 'usd')).toBe(4250);
    expect(minorUnits(0.29, 'eur')).toBe(29);
    expect(minorUnits(500, 'jpy')).toBe(500);
  });

  it('falls back to usd and to the default limits on values that are not settings', () => {
    expect(donationCurrency({ DONATION_CURRENCY: 'EUR' })).toBe('eur');
    expect(donationCurrency({ DONATION_CURRENCY: 'euro' })).toBe('usd');
    expect(amountLimits({ DONATION_MIN: '5', DONATION_MAX: '500' })).toEqual({ min: 5, max: 500 });
    expect(amountLimits({ DONATION_MIN: 'x', DONATION_MAX: '-1' })).toEqual({ min: 1, max: 100_000 });
    expect(amountLimits({ DONATION_MIN: '900', DONATION_MAX: '10' })).toEqual({ min: 1, max: 100_000 });
  });
});
