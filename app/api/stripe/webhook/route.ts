// `POST /api/stripe/webhook`: Stripe tells the site what happened to money. The raw body is checked against
// STRIPE_WEBHOOK_SECRET before anything is read; an event about one of this site's own gifts sends its e-mails
// through the outbox once, however often Stripe sends it; any other is acknowledged (200) and logged by id only.
// Logged: the event's type, id and what was done, never a donor's details.
import type Stripe from 'stripe';
import { textUpTo } from '@/lib/bounded-body';
import { errorMessage } from '@/lib/error-message';
import { giftSite, receiptSettings, stripeSettings } from '@/lib/giving/settings';
import { manageLink, stripeClient, stripeErrorKind } from '@/lib/giving/stripe';
import { actionOfEvent, claimEvent, releaseEvent, type EventAction } from '@/lib/giving/webhook-events';
import { theOutbox } from '@/lib/outbox/outbox';
import { getSiteContext } from '@/lib/seo/site-origin';

/** Stripe's events are a few kilobytes; a much larger body is refused unread. */
const MAX_BODY_BYTES = 512 * 1024;

const answer = (status: number, error?: string) => Response.json(error ? { error } : { received: true }, { status });

export async function POST(request: Request): Promise<Response> {
  const stripe = stripeClient();
  const settings = stripeSettings();
  if (!stripe || !settings) return answer(404, 'Not found');
  const body = await textUpTo(request, MAX_BODY_BYTES);
  if (body === null) return answer(413, 'Too large');
  const signature = request.headers.get('stripe-signature');
  if (!signature) return answer(400, 'No Stripe-Signature header');
  let event;
  try {
    // Checks the signature and its age (five minutes): a forged or replayed body is refused here.
    event = stripe.webhooks.constructEvent(body, signature, settings.webhookSecret);
  } catch (error) {
    console.warn(`[giving] webhook refused: ${stripeErrorKind(error)}`);
    return answer(400, 'Bad signature');
  }
  const { settings: site, origin } = await getSiteContext();
  let action: EventAction;
  try {
    action = await actionOfEvent(event, {
      site: giftSite(),
      receipt: (gift) => ({
        ...receiptSettings(),
        siteName: site.siteName,
        manageLink: manageLink(origin, gift.customer, settings.linkSecret),
      }),
      // A charge Stripe does not know (another account's, another mode's) is not ours; any other failure is retried.
      chargeOf: (id) => stripe.charges.retrieve(id).catch(unknownAsNull),
      invoiceOf: (charge) => invoiceOfCharge(stripe, charge),
    });
  } catch (error) {
    console.error(
      `[giving] ${event.type} ${event.id}: Stripe could not be asked (${stripeErrorKind(error)}); Stripe will retry`,
    );
    return answer(503, 'Try again later');
  }
  if (!action.acted) {
    console.log(`[giving] ${event.type} ${event.id}: ${action.why}, acknowledged`);
    return answer(200);
  }
  try {
    if (!(await claimEvent(event.id))) {
      console.log(`[giving] ${event.type} ${event.id} already handled: nothing sent again`);
      return answer(200);
    }
  } catch (error) {
    console.error(`[giving] ${event.id} cannot be checked as new (${errorMessage(error)}); Stripe will retry`);
    return answer(503, 'Try again later');
  }
  try {
    for (const mail of action.mails) await theOutbox().put(mail);
  } catch (error) {
    await releaseEvent(event.id).catch(() => undefined);
    console.error(`[giving] ${event.type} ${event.id} not kept (${errorMessage(error)}); Stripe will retry`);
    return answer(503, 'Try again later');
  }
  const sent = action.mails.map((mail) => mail.form).join(' and ');
  console.log(`[giving] ${event.type} ${event.id} (${action.outcome}): ${sent} kept for delivery`);
  return answer(200);
}

/** An object Stripe does not know (another account's, another mode's) is not ours; any other failure is retried. */
function unknownAsNull(error: { statusCode?: number }): null {
  if (error?.statusCode === 404) return null;
  throw error;
}

/**
 * The invoice a charge paid, if any: named on the charge before API version 2025-03-31, found through the invoice
 * payments of its PaymentIntent since.
 */
async function invoiceOfCharge(stripe: Stripe, charge: Stripe.Charge): Promise<Stripe.Invoice | null> {
  const named = (charge as unknown as { invoice?: string | { id?: string } | null }).invoice;
  const invoiceId = typeof named === 'string' ? named : named?.id;
  if (invoiceId) return stripe.invoices.retrieve(invoiceId).catch(unknownAsNull);
  const payment = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (!payment) return null;
  const payments = await stripe.invoicePayments.list({
    payment: { type: 'payment_intent', payment_intent: payment },
    limit: 1,
    expand: ['data.invoice'],
  });
  const invoice = payments.data[0]?.invoice;
  return invoice && typeof invoice === 'object' && !('deleted' in invoice && invoice.deleted) ? invoice : null;
}
