// Which Stripe events send e-mails, and which: a paid Checkout Session (at once, or when a bank debit confirms), a
// failed bank debit, and each monthly renewal. Anything else is acknowledged and ignored.
import type Stripe from 'stripe';
import type { Submission } from '@/lib/outbox/submission';
import { giftMails } from './gift-mail';
import { giftOfInvoice, giftOfSession, isPaid } from './gift-record';

/** The e-mails `event` sends; empty for an event that sends none. */
export function mailsOfEvent(event: Stripe.Event): Submission[] {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      // A bank debit completes the session unpaid: its receipt waits for async_payment_succeeded.
      return isPaid(session) ? giftMails(event.id, 'paid', giftOfSession(session), session.id) : [];
    }
    case 'checkout.session.async_payment_succeeded':
      return giftMails(event.id, 'paid', giftOfSession(event.data.object), event.data.object.id);
    case 'checkout.session.async_payment_failed':
      return giftMails(event.id, 'failed', giftOfSession(event.data.object), event.data.object.id);
    case 'invoice.paid': {
      const invoice = event.data.object;
      // The first month's invoice is the Checkout Session's own payment, already receipted.
      if (invoice.billing_reason === 'subscription_create') return [];
      return giftMails(event.id, 'renewed', giftOfInvoice(invoice), invoice.id ?? '');
    }
    default:
      return [];
  }
}
