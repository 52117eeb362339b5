// How many contact messages one address may send: a public form that relays mail to the organisation must not let
// a script fill its inbox. Counted in this server's memory (rate-limiter-flexible) per client address.
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** Messages one address may send in this window before it is asked to wait. */
const CONTACT_WINDOW_SECONDS = 600;
const DEFAULT_LIMIT = 5;

/** `CONTACT_RATE_LIMIT`: messages per address per window; `0` turns the limit off; anything unusable is the default. */
export function contactLimit(value: string | undefined): number {
  if (value === undefined || !/^\d+$/.test(value.trim())) return DEFAULT_LIMIT;
  return Number(value.trim());
}

/**
 * The client's address as the nearest proxy saw it: the last entry of `X-Forwarded-For` (nginx's
 * `$proxy_add_x_forwarded_for` appends it; Next sets the socket's address when no proxy did).
 */
export function clientAddress(forwardedFor: string | null): string {
  return forwardedFor?.split(',').at(-1)?.trim() || 'unknown';
}

let limiter: { points: number; instance: RateLimiterMemory } | null = null;

function limiterFor(points: number): RateLimiterMemory {
  if (limiter?.points !== points) limiter = { points, instance: new RateLimiterMemory({ points, duration: CONTACT_WINDOW_SECONDS, keyPrefix: 'contact' }) };
  return limiter.instance;
}

/** Counts one message from `address`; false when it is one more than the limit allows in the window. */
export async function takeContactTurn(address: string, limit: number): Promise<boolean> {
  if (limit === 0) return true;
  try {
    await limiterFor(limit).consume(address);
    return true;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return false;
    throw refusal;
  }
}
