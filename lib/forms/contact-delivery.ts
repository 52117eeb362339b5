// Hands a contact message on to the organisation's form-mail service, with a time limit, telling the
// caller plainly whether it arrived.
import { httpUrl } from '@/lib/safe-url';
import type { ContactMessage } from './contact-schema';

/** How long the form-mail service gets before we tell the visitor it failed. */
export const DELIVERY_TIMEOUT_MS = 5000;

export type Delivery = { ok: true } | { ok: false; reason: string };

/** Only http(s) addresses are used; anything else is a configuration mistake, not a place to post to. */
export const deliveryUrl = httpUrl;

/**
 * Posts a contact message to the organisation's form-mail service as an ordinary form submission
 * (application/x-www-form-urlencoded, what form-mail services expect). Runs on the server only.
 */
export async function deliverContact(
  url: URL,
  message: ContactMessage,
  timeoutMs: number = DELIVERY_TIMEOUT_MS,
): Promise<Delivery> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { Accept: 'application/json, text/html;q=0.9' },
      body: new URLSearchParams(message),
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
    // Drain the body so the connection is released; its content is not needed.
    await response.arrayBuffer().catch(() => undefined);
    return response.ok ? { ok: true } : { ok: false, reason: `status ${response.status}` };
  } catch (error) {
    // Read the name structurally: the abort error may come from another realm (instanceof would fail).
    const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
    return { ok: false, reason: name === 'TimeoutError' ? 'timeout' : 'network error' };
  }
}
