// Stripe's own example objects (github.com/stripe/openapi, fixtures3.json, copied into fixtures/) made into the
// events Stripe sends about this site's gifts and about others, in both shapes an invoice has had.
import type Stripe from 'stripe';
import fixtures from './fixtures3-objects.json';

export const SITE = 'www.charity.example';
export const GIFT_REF = '3b241101-e2bb-4255-8caf-4136c566a962';

/** Metadata as gift-record.ts sets it for a monthly gift to cause 1. */
export const metadata = {
  site: SITE,
  gift_ref: GIFT_REF,
  frequency: 'monthly',
  first_name: 'Ana',
  last_name: 'Núñez',
  cause_id: '1',
  cause: 'Clean water',
  address: '1 Quay St, Bristol',
  postcode: 'BS1 4DJ',
  gift_aid: 'no',
  message: 'For the wells.',
};

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export function session(overrides: Record<string, unknown> = {}): Stripe.Checkout.Session {
  return {
    ...copy(fixtures['checkout.session']),
    status: 'complete',
    payment_status: 'paid',
    currency: 'usd',
    amount_total: 4250,
    customer: 'cus_QXg1o8vcGmoR32',
    customer_details: { ...fixtures['checkout.session'].customer_details, email: 'ana@example.org' },
    mode: 'subscription',
    subscription: 'sub_1MowQVLkdIwHu7ixeRlqHVzs',
    metadata,
    ...overrides,
  } as unknown as Stripe.Checkout.Session;
}

/** A renewal's invoice as Stripe renders it since 2025-03-31 (basil): the subscription under `parent`. */
export function invoice(overrides: Record<string, unknown> = {}, meta: object | null = metadata): Stripe.Invoice {
  return {
    ...copy(fixtures.invoice),
    billing_reason: 'subscription_cycle',
    status: 'paid',
    amount_paid: 4250,
    customer_email: 'ana@example.org',
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: meta, subscription: 'sub_1MowQVLkdIwHu7ixeRlqHVzs' },
    },
    ...overrides,
  } as unknown as Stripe.Invoice;
}

/** The same invoice as Stripe rendered it before 2025-03-31: `subscription` and `subscription_details` at the top. */
export function legacyInvoice(overrides: Record<string, unknown> = {}): Stripe.Invoice {
  const rest = invoice(overrides) as unknown as Record<string, unknown>;
  delete rest.parent;
  return {
    ...rest,
    subscription: 'sub_1MowQVLkdIwHu7ixeRlqHVzs',
    subscription_details: { metadata },
    payment_intent: 'pi_3MtwBwLkdIwHu7ix28a3tqPa',
  } as unknown as Stripe.Invoice;
}

export function subscription(meta: object = metadata): Stripe.Subscription {
  return {
    ...copy(fixtures.subscription),
    id: 'sub_1MowQVLkdIwHu7ixeRlqHVzs',
    metadata: meta,
  } as unknown as Stripe.Subscription;
}

export function charge(overrides: Record<string, unknown> = {}): Stripe.Charge {
  return {
    ...copy(fixtures.charge),
    amount: 2500,
    amount_refunded: 2500,
    refunded: true,
    payment_intent: 'pi_3MtwBwLkdIwHu7ix28a3tqPa',
    billing_details: { ...fixtures.charge.billing_details, email: 'ana@example.org' },
    metadata: { ...metadata, frequency: 'once' },
    ...overrides,
  } as unknown as Stripe.Charge;
}

export const dispute = () => copy(fixtures.dispute) as unknown as Stripe.Dispute;

let count = 0;
export const event = (type: string, object: unknown) =>
  ({
    id: `evt_test_${++count}`,
    object: 'event',
    type,
    created: 1_780_000_000,
    data: { object },
  }) as unknown as Stripe.Event;
