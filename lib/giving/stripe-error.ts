// What a log line may say of a failed call to Stripe: its kind and code, never its message (which can quote a
// parameter, such as the donor's e-mail address).
import Stripe from 'stripe';

export function stripeErrorKind(error: unknown): string {
  if (error instanceof Stripe.errors.StripeError)
    return [error.type, error.code, error.statusCode].filter(Boolean).join(' ');
  return error instanceof Error ? error.name : 'unknown error';
}
