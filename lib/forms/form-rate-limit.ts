// How many times one address may send each form: a public form that relays to the organisation must not let a
// script fill its inbox. Counted per form and client address (rate-limiter-flexible): in the Redis every server
// process shares (`REDIS_URL`, lib/redis.mjs) when there is one, else in this process's memory.
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { sharedRedis } from '@/lib/redis.mjs';

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

/** How often, at most, the log says a form's posts are counted per process. */
const SAY_EVERY_MS = 60_000;

/**
 * The count this process keeps while Redis cannot answer: each process counts alone then, so N processes let N
 * times the limit through (nginx's `limit_req` still holds in front). Said in the log, so an operator knows.
 */
class CountedInProcess extends RateLimiterMemory {
  private saidAt = 0;
  constructor(
    options: ConstructorParameters<typeof RateLimiterMemory>[0],
    private readonly form: string,
  ) {
    super(options);
  }
  override consume(...args: Parameters<RateLimiterMemory['consume']>) {
    if (Date.now() - this.saidAt >= SAY_EVERY_MS) {
      this.saidAt = Date.now();
      console.warn(
        `[forms] Redis cannot count ${this.form} posts now: this process counts them alone, so FORMS_RATE_LIMIT holds per process until Redis is back`,
      );
    }
    return super.consume(...args);
  }
}

async function makeLimiter(form: string, points: number, storeUrl: string | undefined): Promise<RateLimiterAbstract> {
  // The contact form keeps its counts' older name, so a running limit survives the update.
  const options = { points, duration: WINDOW_SECONDS, keyPrefix: form === 'contact' ? 'contact' : `form-${form}` };
  const store = await sharedRedis(storeUrl);
  if (!store) return new RateLimiterMemory(options);
  // While Redis cannot answer, this process counts in memory (the insurance), so the form neither fails nor goes unlimited.
  const insuranceLimiter = new CountedInProcess(options, form);
  return new RateLimiterRedis({ ...options, storeClient: store, insuranceLimiter });
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
