/**
 * @jest-environment node
 */
// Amounts in every kind of currency (zero-, two- and three-decimal, Stripe's special cases) within Stripe's minimum
// and maximum; metadata that the SDK can always encode, with the whole message kept; Stripe's refusals told as the
// donor can act on them; one submission per form token; and a manage link nobody can change.
import Stripe from 'stripe';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Gift } from '@/lib/forms/donation-schema';
import { formatPreset, fromMinorUnits, minorUnits, stripeMaximum } from '../currency';
import { giftId } from '../gift-form';
import { giftMetadata, messageOf, splitWhole } from '../gift-record';
import { giftRules, givingSetupLine, stripeSettings } from '../settings';
import { checkoutParams, createCheckout, customerOfLink, manageLink, REFUSAL_TEXT, refusalOf } from '../stripe';

jest.mock('server-only', () => ({}));
jest.mock('next/navigation', () => ({ redirect: jest.fn() }));

const gift: Gift = {
  amount: 10,
  frequency: 'once',
  firstName: 'Ana',
  lastName: 'Núñez',
  email: 'ana@example.org',
  address: '',
  postcode: '',
  giftAid: false,
  message: '',
  payment: 'card',
  about: 'Clean water',
  causeId: '1',
  giftToken: '0b5b1a4e-7f2c-4a3b-9d61-2f7c1e9b8a10',
};
const ref = { site: 'www.charity.example', giftRef: '3b241101-e2bb-4255-8caf-4136c566a962' };
const place = {
  origin: 'https://www.charity.example',
  thanksPath: '/donate/thank-you',
  cancelPath: '/cause-single/1?cancelled=1',
};
const unitAmount = (amount: number, currency: string) =>
  checkoutParams({ ...gift, amount }, currency, ref, place).line_items?.[0]?.price_data?.unit_amount;

describe('amounts', () => {
  it.each([
    [42.5, 'usd', 4250],
    [500, 'jpy', 500],
    [10, 'kwd', 10_000],
    [1.25, 'bhd', 1250],
    [500, 'isk', 50_000],
    [1000, 'huf', 100_000],
  ])('%d %s is sent as %d minor units, and read back', (amount, currency, minor) => {
    expect(unitAmount(amount, currency)).toBe(minor);
    expect(minorUnits(amount, currency)).toBe(minor);
    expect(fromMinorUnits(minor, currency)).toBe(amount);
  });

  it('keeps to Stripe’s minimum and its 99,999,999 minor units, whatever DONATION_MIN and DONATION_MAX say', () => {
    expect(giftRules({ DONATION_MAX: '2000000' }).max).toBe(999_999.99);
    expect(stripeMaximum('kwd')).toBe(99_999.99);
    expect(giftRules({ DONATION_CURRENCY: 'jpy', DONATION_MIN: '10' }).min).toBe(50);
    expect(giftRules({ DONATION_CURRENCY: 'gbp', DONATION_MIN: '0.10' }).min).toBe(0.3);
    expect(giftRules({ DONATION_MIN: '900', DONATION_MAX: '10' })).toMatchObject({ min: 0.5, max: 999_999.99 });
    expect(giftRules({ DONATION_CURRENCY: 'euro' }).currency).toBe('usd');
  });

  it('offers presets of a size that suits the currency, or DONATION_PRESETS where each is a gift Stripe takes', () => {
    expect(giftRules({}).presets).toEqual(['10', '25', '50', '100']);
    expect(giftRules({ DONATION_CURRENCY: 'jpy' }).presets).toEqual(['1000', '2500', '5000', '10000']);
    expect(giftRules({ DONATION_CURRENCY: 'kwd' })).toMatchObject({
      presets: ['10', '25', '50', '100'],
      typedDecimals: 2,
    });
    expect(giftRules({ DONATION_PRESETS: '5, 20,abc,0.2,37.50' }).presets).toEqual(['5', '20', '37.5']);
    expect(['5', '37.5'].map((preset) => formatPreset(Number(preset), 'usd'))).toEqual(['$5', '$37.50']);
    expect(formatPreset(1000, 'jpy')).toBe('¥1,000');
    // Yen presets under Stripe's ¥50 minimum are not offered.
    expect(giftRules({ DONATION_CURRENCY: 'jpy', DONATION_PRESETS: '10,25' }).presets).toEqual([
      '1000',
      '2500',
      '5000',
      '10000',
    ]);
  });
});

/** A server in Stripe's place that keeps the form-encoded bodies the official SDK sends it. */
let api: Server;
const bodies: string[] = [];
let sdk: Stripe;
beforeAll(async () => {
  api = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      bodies.push(body);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ id: 'cs_test_1', object: 'checkout.session', url: 'https://pay.example/cs_test_1' }),
      );
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const { port } = api.address() as AddressInfo;
  sdk = new Stripe('sk_test_1', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
});
afterAll(() => new Promise((resolve) => api.close(resolve)));

/** Sends `metadata` through the SDK, as the form does, and returns what Stripe would have read. */
async function throughSdk(metadata: Record<string, string>): Promise<Record<string, string>> {
  await createCheckout(sdk, { ...checkoutParams(gift, 'usd', ref, place), metadata }, `gift-${bodies.length}`);
  const form = new URLSearchParams(bodies.at(-1));
  return Object.fromEntries(
    [...form].flatMap(([key, value]) => (key.startsWith('metadata[') ? [[key.slice(9, -1), value]] : [])),
  );
}

describe('metadata', () => {
  it('cuts on whole characters: an emoji at character 500 stays whole, and the SDK encodes every piece', async () => {
    const message = `${'a'.repeat(499)}💧 and more`;
    const metadata = giftMetadata({ ...gift, message, lastName: `${'b'.repeat(499)}👍🏽` }, ref);
    expect(metadata.message).toBe('a'.repeat(499));
    expect(metadata.message_2).toBe('💧 and more');
    expect(metadata.last_name).toBe('b'.repeat(499));
    expect(messageOf(metadata)).toBe(message);
    expect(await throughSdk(metadata)).toEqual(metadata);
  });

  it('keeps a message of 5,000 characters whole in values Stripe takes, and mends a lone surrogate', async () => {
    const message = '🌊'.repeat(2500);
    const metadata = giftMetadata({ ...gift, message: `${message}\uD83D` }, ref);
    expect(Object.values(metadata).every((value) => value.length <= 500)).toBe(true);
    expect(Object.keys(metadata).length).toBeLessThanOrEqual(50);
    expect(messageOf(metadata)).toBe(`${message}\uFFFD`);
    expect(messageOf(await throughSdk(metadata))).toBe(`${message}\uFFFD`);
    expect(splitWhole('')).toEqual([]);
  });

  it('carries the site’s reference to the session, the payment or the subscription', () => {
    const once = checkoutParams(gift, 'usd', ref, place);
    expect(once.metadata).toMatchObject({ site: ref.site, gift_ref: ref.giftRef, cause: 'Clean water' });
    expect(once.payment_intent_data?.metadata).toEqual(once.metadata);
    expect(once.cancel_url).toBe('https://www.charity.example/cause-single/1?cancelled=1');
    const monthly = checkoutParams({ ...gift, frequency: 'monthly' }, 'usd', ref, place);
    expect(monthly.subscription_data?.metadata).toEqual(monthly.metadata);
  });
});

describe('Stripe’s refusals', () => {
  const rules = giftRules({});
  const invalid = (code: string) =>
    Stripe.errors.StripeError.generate({ type: 'invalid_request_error', code, message: 'x', statusCode: 400 } as never);

  it('an amount or an e-mail Stripe refused names the field to change', () => {
    expect(refusalOf(invalid('amount_too_small'), rules).field).toEqual({
      name: 'customAmount',
      message: 'Please give at least $1.00',
    });
    expect(refusalOf(invalid('email_invalid'), rules).field?.name).toBe('email');
  });

  it('another refusal says it is on our side; no answer says try again', () => {
    expect(refusalOf(invalid('parameter_invalid_integer'), rules)).toEqual({ message: REFUSAL_TEXT.refused });
    const connection = new Stripe.errors.StripeConnectionError({ message: 'ECONNRESET' } as never);
    expect(refusalOf(connection, rules)).toEqual({ message: REFUSAL_TEXT.unreachable });
    const down = Stripe.errors.StripeError.generate({ type: 'api_error', message: 'x', statusCode: 502 } as never);
    expect(refusalOf(down, rules)).toEqual({ message: REFUSAL_TEXT.unreachable });
  });
});

describe('one submission', () => {
  it('a double press of one form is one submission; a new form (a new token) or no token is a new one', () => {
    expect(giftId(gift, ref.site)).toBe(giftId({ ...gift }, ref.site));
    expect(giftId(gift, ref.site)).not.toBe(
      giftId({ ...gift, giftToken: '1c5b1a4e-7f2c-4a3b-9d61-2f7c1e9b8a10' }, ref.site),
    );
    expect(giftId(gift, ref.site)).not.toBe(giftId({ ...gift, amount: 25 }, ref.site));
    expect(giftId({ ...gift, giftToken: '' }, ref.site)).not.toBe(giftId({ ...gift, giftToken: '' }, ref.site));
  });
});

describe('card gifts need their webhook', () => {
  it('no Stripe without the webhook secret, and the start log names what is missing', () => {
    expect(stripeSettings({ STRIPE_SECRET_KEY: 'sk_test_1' })).toBeNull();
    expect(givingSetupLine({ STRIPE_SECRET_KEY: 'sk_test_1' })).toMatch(
      /STRIPE_WEBHOOK_SECRET not set: card gifts are taken as pledges/,
    );
    expect(givingSetupLine({})).toMatch(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET not set/);
    expect(givingSetupLine({ STRIPE_SECRET_KEY: 'k', STRIPE_WEBHOOK_SECRET: 'w', DONATION_LINK_SECRET: 's' })).toMatch(
      /^\[giving\] card gifts through Stripe Checkout \(usd 1–100000/,
    );
  });
});

describe('the manage link', () => {
  const now = Date.UTC(2026, 11, 1);
  const link = new URL(manageLink('https://www.charity.example', 'cus_QXg1o8vcGmoR32', 'secret', now)!);

  it('opens for the customer it was signed for, for 90 days', () => {
    expect(link.pathname).toBe('/api/giving/manage');
    expect(customerOfLink(link.searchParams, 'secret', now)).toBe('cus_QXg1o8vcGmoR32');
    expect(customerOfLink(link.searchParams, 'secret', now + 91 * 86_400_000)).toBeNull();
  });

  it('refuses a link anyone changed, or signed with another secret', () => {
    const other = new URLSearchParams(link.searchParams);
    other.set('customer', 'cus_SomeoneElse');
    expect(customerOfLink(other, 'secret', now)).toBeNull();
    const later = new URLSearchParams(link.searchParams);
    later.set('expires', String(Number(later.get('expires')) + 86_400));
    expect(customerOfLink(later, 'secret', now)).toBeNull();
    expect(customerOfLink(link.searchParams, 'another', now)).toBeNull();
    expect(manageLink('https://x', 'cus_1', undefined)).toBeUndefined();
  });
});
