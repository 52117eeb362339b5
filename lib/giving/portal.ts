// A monthly donor's own way to change the card or stop the gift: each monthly receipt carries a link, signed with
// DONATION_LINK_SECRET (HMAC-SHA256) and good for 90 days, that opens Stripe's customer portal for that donor's
// customer. A link anyone changed, or an old one, is refused.
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type Stripe from 'stripe';

export const MANAGE_PATH = '/api/giving/manage';
const LIFETIME_SECONDS = 90 * 24 * 3600;
const CUSTOMER = /^cus_[A-Za-z0-9_]{1,250}$/;

const signatureOf = (secret: string, customer: string, expires: number) =>
  createHmac('sha256', secret).update(`manage-gift.${customer}.${expires}`).digest('base64url');

/** The signed link for `customer`, or undefined when there is no customer or no secret to sign with. */
export function manageLink(origin: string, customer: string, secret: string | undefined, now = Date.now()) {
  if (!secret || !CUSTOMER.test(customer)) return undefined;
  const expires = Math.floor(now / 1000) + LIFETIME_SECONDS;
  const query = new URLSearchParams({
    customer,
    expires: String(expires),
    signature: signatureOf(secret, customer, expires),
  });
  return `${origin}${MANAGE_PATH}?${query}`;
}

/** The customer a link was signed for, or null when it was changed, has expired or is not one of ours. */
export function customerOfLink(query: URLSearchParams, secret: string, now = Date.now()): string | null {
  const customer = query.get('customer') ?? '';
  const expires = Number(query.get('expires'));
  const given = Buffer.from(query.get('signature') ?? '');
  if (!CUSTOMER.test(customer) || !Number.isSafeInteger(expires) || expires * 1000 < now) return null;
  const expected = Buffer.from(signatureOf(secret, customer, expires));
  return given.length === expected.length && timingSafeEqual(given, expected) ? customer : null;
}

/** Stripe's portal page for `customer`; Back there returns to `returnUrl`. */
export async function portalUrl(stripe: Stripe, customer: string, returnUrl: string): Promise<string> {
  const session = await stripe.billingPortal.sessions.create({ customer, return_url: returnUrl });
  return session.url;
}
