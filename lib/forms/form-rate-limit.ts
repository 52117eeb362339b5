// How many times one address may send each form: a public form that relays to the organisation must not let a
// script fill its inbox. Counted per form and client address (rate-limiter-flexible): in the Redis every server
// process shares (`REDIS_URL`, lib/shared-redis.ts) when there is one, else in this process's memory.
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { sharedRedis } from '@/lib/shared-redis';

/** Posts of one form one address may send in this window before it is asked to wait. */
const WINDOW_SECONDS = 600;
const DEFAULT_LIMIT = 5;

const count = (value: string | undefined) =>
  value !== undefined && /^\d+$/.test(value.trim()) ? Number(value.trim()) : undefined;

/**
 * `FORMS_RATE_LIMIT` (else the older `CONTACT_RATE_LIMIT`): posts per form and address per window; `0` turns the
 * limit off; anything unusable is the default.
 */
export function formLimit(env: Record<string, string | undefined> = process.env): number {
  return count(env.FORMS_RATE_LIMIT) ?? count(env.CONTACT_RATE_LIMIT) ?? DEFAULT_LIMIT;
}

/**
 * The client's address as the nearest proxy saw it: the last entry of `X-Forwarded-For` (nginx's
 * `$proxy_add_x_forwarded_for` appends it; Next sets the socket's address when no proxy did).
 */
export function clientAddress(forwardedFor: string | null): string {
  return forwardedFor?.split(',').at(-1)?.trim() || 'unknown';
}

const limiters = new Map<string, Promise<RateLimiterAbstract>>();

async function makeLimiter(form: string, points: number, storeUrl: string | undefined): Promise<RateLimiterAbstract> {
  // The contact form keeps its counts' older name, so a running limit survives the update.
  const options = { points, duration: WINDOW_SECONDS, keyPrefix: form === 'contact' ? 'contact' : `form-${form}` };
  const inMemory = new RateLimiterMemory(options);
  const store = await sharedRedis(storeUrl);
  // While Redis cannot answer, this process counts in memory (the insurance), so the form neither fails nor goes unlimited.
  return store ? new RateLimiterRedis({ ...options, storeClient: store, insuranceLimiter: inMemory }) : inMemory;
}

/**
 * Counts one post of `form` from `address`; false when it is one more than `limit` allows in the window. `storeUrl`:
 * the Redis shared by every server process; without one, this process counts.
 */
export async function takeFormTurn(form: string, address: string, limit: number, storeUrl?: string): Promise<boolean> {
  if (limit === 0) return true;
  const key = `${form}|${limit}|${storeUrl ?? ''}`;
  let limiter = limiters.get(key);
  if (!limiter) {
    limiter = makeLimiter(form, limit, storeUrl);
    limiters.set(key, limiter);
  }
  try {
    await (await limiter).consume(address);
    return true;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return false;
    throw refusal;
  }
}
