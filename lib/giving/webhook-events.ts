// What each Stripe event the site listens to does, for this site's own gifts only (gift-record.ts checks the gift
// reference): a paid Checkout Session (at once, or when a bank debit confirms) and each monthly renewal send the
// donor's receipt and the office's notice; a failed debit or renewal tells both; a monthly gift ended, a refund and a
// dispute tell the office. Anything else, or any object without this site's reference, sends nothing. Each event is
// acted on once, so a webhook Stripe sends again (it does, by design) sends no second e-mail: which events were
// handled is kept in the shared Redis when there is one (every instance sees it), else in a file per event on disk.
import 'server-only';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import type Stripe from 'stripe';
import type { Submission } from '@/lib/outbox/submission';
import { sharedRedis } from '@/lib/redis.mjs';
import {
  giftOfCharge,
  giftOfInvoice,
  giftOfRenewalCharge,
  giftOfSession,
  giftOfSubscription,
  isPaid,
  type GiftRecord,
} from './gift-record';
import { giftMails, type GiftOutcome, type ReceiptContext } from './receipts';

/** The events to enable on the webhook endpoint (docs/giving.md lists them). */
export const GIFT_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.deleted',
  'charge.refunded',
  'charge.dispute.created',
] as const;

export type EventContext = {
  /** This site's gift reference (`metadata.site`). */
  site: string;
  /** Who the receipt is from, and a monthly donor's manage link. */
  receipt: (gift: GiftRecord) => ReceiptContext;
  /** A dispute names its charge only: the charge is read from Stripe to see whose it is (null: Stripe has none). */
  chargeOf: (id: string) => Promise<Stripe.Charge | null>;
  /** A renewal's charge carries no gift reference: its invoice is read from Stripe (null: the charge has none). */
  invoiceOf: (charge: Stripe.Charge) => Promise<Stripe.Invoice | null>;
};

/** The gift a charge is for: a one-off gift's own, or a monthly gift's renewal through its invoice. */
async function giftOfAnyCharge(charge: Stripe.Charge, context: EventContext): Promise<GiftRecord | null> {
  const own = giftOfCharge(charge, context.site);
  if (own) return own;
  const invoice = await context.invoiceOf(charge);
  return invoice && giftOfRenewalCharge(charge, invoice, context.site);
}

type Found = { outcome: GiftOutcome; gift: GiftRecord | null; objectId: string } | null;

/** Stripe's ids are a prefix, `_`, then letters and digits: anything else is not acted on. */
const STRIPE_ID = /^[a-z]{2,5}_[A-Za-z0-9_]{1,250}$/;

async function findGift(event: Stripe.Event, object: { id?: unknown }, context: EventContext): Promise<Found> {
  const { site } = context;
  const found = (outcome: GiftOutcome, gift: GiftRecord | null) => ({ outcome, gift, objectId: String(object.id) });
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = object as Stripe.Checkout.Session;
      // A bank debit completes the session unpaid: its receipt waits for async_payment_succeeded.
      return isPaid(session) ? found('paid', giftOfSession(session, site)) : null;
    }
    case 'checkout.session.async_payment_succeeded':
      return found('paid', giftOfSession(object as Stripe.Checkout.Session, site));
    case 'checkout.session.async_payment_failed':
      return found('failed', giftOfSession(object as Stripe.Checkout.Session, site));
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = object as Stripe.Invoice;
      const gift = giftOfInvoice(invoice, site);
      // The first month's invoice is the Checkout Session's own payment (receipted, or failed on Stripe's page).
      if (gift && invoice.billing_reason !== 'subscription_cycle') return null;
      return found(event.type === 'invoice.paid' ? 'renewed' : 'renewalFailed', gift);
    }
    case 'customer.subscription.deleted':
      return found('ended', giftOfSubscription(object as Stripe.Subscription, site));
    case 'charge.refunded':
      return found('refunded', await giftOfAnyCharge(object as Stripe.Charge, context));
    case 'charge.dispute.created': {
      const charge = (object as Stripe.Dispute).charge;
      const id = typeof charge === 'string' ? charge : charge?.id;
      if (!id || !STRIPE_ID.test(id)) return null;
      const disputed = await context.chargeOf(id);
      return found('disputed', disputed && (await giftOfAnyCharge(disputed, context)));
    }
    default:
      return null;
  }
}

export type EventAction =
  | { acted: true; outcome: GiftOutcome; mails: Submission[] }
  | { acted: false; why: 'not listened to' | 'not one of this site’s gifts' | 'no object' };

/**
 * What `event` does: the e-mails it sends, or why it sends none. Rejects only when Stripe could not be asked (a
 * dispute's charge), so the webhook answers 503 and Stripe sends the event again.
 */
export async function actionOfEvent(event: Stripe.Event, context: EventContext): Promise<EventAction> {
  const object = (event as { data?: { object?: unknown } }).data?.object;
  if (!object || typeof object !== 'object') return { acted: false, why: 'no object' };
  const id = (object as { id?: unknown }).id;
  if (typeof id !== 'string' || !STRIPE_ID.test(id)) return { acted: false, why: 'no object' };
  const found = await findGift(event, object as { id: string }, context);
  if (!found) return { acted: false, why: 'not listened to' };
  if (!found.gift) return { acted: false, why: 'not one of this site’s gifts' };
  const created = new Date((Number(event.created) || Date.now() / 1000) * 1000);
  const mails = giftMails(
    { id: event.id, created, objectId: found.objectId },
    found.outcome,
    found.gift,
    context.receipt(found.gift),
  );
  return { acted: true, outcome: found.outcome, mails };
}

/** Stripe retries an event for three days; its id is remembered well past that. */
const REMEMBER_SECONDS = 30 * 24 * 3600;
const key = (eventId: string) => `stripe-event:${eventId}`;

const eventsDir = () => path.resolve(process.env.DATA_DIR?.trim() || '.data', 'stripe-events');
/** The event's file: Stripe's ids are `evt_` and letters and digits; anything else cannot name another path. */
const fileOf = (eventId: string) => path.join(eventsDir(), eventId.replace(/[^A-Za-z0-9_]/g, '-'));

/**
 * Takes `eventId` for this request: true the first time, false when it was already taken. Rejects when the shared
 * Redis cannot answer (the webhook then answers 503 and Stripe sends the event again later), so two instances never
 * both act on one event.
 */
export async function claimEvent(eventId: string): Promise<boolean> {
  const redis = await sharedRedis();
  if (redis) return (await redis.set(key(eventId), '1', 'EX', REMEMBER_SECONDS, 'NX')) === 'OK';
  await mkdir(eventsDir(), { recursive: true });
  try {
    await (await open(fileOf(eventId), 'wx')).close();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Gives `eventId` back when acting on it failed, so Stripe's next try of it is acted on. */
export async function releaseEvent(eventId: string): Promise<void> {
  const redis = await sharedRedis();
  if (redis) await redis.del(key(eventId));
  else await rm(fileOf(eventId), { force: true });
}
