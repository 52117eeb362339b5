// `POST /api/stripe/webhook`: Stripe tells the site a gift was paid, failed or renewed. The raw body is checked
// against STRIPE_WEBHOOK_SECRET before anything is read; each event sends its e-mails through the outbox once,
// however often Stripe sends it. Logged: the event's type, id and what was done, never a donor's details.
import { textUpTo } from '@/lib/bounded-body';
import { errorMessage } from '@/lib/error-message';
import { mailsOfEvent } from '@/lib/giving/gift-events';
import { claimEvent, releaseEvent } from '@/lib/giving/handled-events';
import { stripeClient } from '@/lib/giving/stripe-client';
import { stripeErrorKind } from '@/lib/giving/stripe-error';
import { stripeSettings } from '@/lib/giving/settings';
import { theOutbox } from '@/lib/outbox/outbox';

/** Stripe's events are a few kilobytes; a much larger body is refused unread. */
const MAX_BODY_BYTES = 512 * 1024;

const answer = (status: number, error?: string) => Response.json(error ? { error } : { received: true }, { status });

export async function POST(request: Request): Promise<Response> {
  const stripe = stripeClient();
  const secret = stripeSettings()?.webhookSecret;
  if (!stripe || !secret) return answer(404, 'Not found');
  const body = await textUpTo(request, MAX_BODY_BYTES);
  if (body === null) return answer(413, 'Too large');
  const signature = request.headers.get('stripe-signature');
  if (!signature) return answer(400, 'No Stripe-Signature header');
  let event;
  try {
    // Checks the signature and its age (five minutes): a forged or replayed body is refused here.
    event = stripe.webhooks.constructEvent(body, signature, secret);
  } catch (error) {
    console.warn(`[giving] webhook refused: ${stripeErrorKind(error)}`);
    return answer(400, 'Bad signature');
  }
  const mails = mailsOfEvent(event);
  if (mails.length === 0) return answer(200);
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
    for (const mail of mails) await theOutbox().put(mail);
  } catch (error) {
    await releaseEvent(event.id).catch(() => undefined);
    console.error(`[giving] ${event.type} ${event.id} not kept (${errorMessage(error)}); Stripe will retry`);
    return answer(503, 'Try again later');
  }
  console.log(`[giving] ${event.type} ${event.id}: ${mails.map((mail) => mail.form).join(' and ')} kept for delivery`);
  return answer(200);
}
