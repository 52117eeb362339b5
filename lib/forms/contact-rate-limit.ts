// How many contact messages one address may send: a public form that relays mail to the organisation must not let
// a script fill its inbox. Counted per client address (rate-limiter-flexible): in the Redis every server process
// shares (`REDIS_URL`, lib/shared-redis.ts) when there is one, else in this process's memory.
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { sharedRedis } from '@/lib/shared-redis';

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

let limiter: { points: number; storeUrl: string | undefined; instance: Promise<RateLimiterAbstract> } | null = null;

async function makeLimiter(points: number, storeUrl: string | undefined): Promise<RateLimiterAbstract> {
  const options = { points, duration: CONTACT_WINDOW_SECONDS, keyPrefix: 'contact' };
  const inMemory = new RateLimiterMemory(options);
  const store = await sharedRedis(storeUrl);
  // While Redis cannot answer, this process counts in memory (the insurance), so the form neither fails nor goes unlimited.
  return store ? new RateLimiterRedis({ ...options, storeClient: store, insuranceLimiter: inMemory }) : inMemory;
}

function limiterFor(points: number, storeUrl: string | undefined): Promise<RateLimiterAbstract> {
  if (limiter?.points !== points || limiter.storeUrl !== storeUrl) limiter = { points, storeUrl, instance: makeLimiter(points, storeUrl) };
  return limiter.instance;
}

/**
 * Counts one message from `address`; false when it is one more than the limit allows in the window. `storeUrl`:
 * the Redis shared by every server process (`REDIS_URL`); without one, this process counts.
 */
export async function takeContactTurn(address: string, limit: number, storeUrl?: string): Promise<boolean> {
  if (limit === 0) return true;
  try {
    await (await limiterFor(limit, storeUrl)).consume(address);
    return true;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return false;
    throw refusal;
  }
}
