/**
 * An in-memory cache for the content service's answers: fresh answers for `ttlMs`, then
 * stale-while-revalidate, and last-known-good: once a key has been answered, a failing service
 * never takes that answer away. Concurrent loads of one key share one request.
 */
export type Loaded<T> = { ok: true; value: T } | { ok: false };

type Entry = { value: unknown; storedAt: number; failedAt: number };

const MAX_FAILURE_BACKOFF_MS = 5000;
/** Even with no cache time, a service that never answered is not asked again within this. */
const MIN_FAILURE_BACKOFF_MS = 1000;
/** Bound on the keys kept (the oldest go first), so odd ids cannot grow the cache without end. */
const MAX_KEYS = 1000;

export class LastGoodCache {
  private readonly entries = new Map<string, Entry>();
  private readonly failures = new Map<string, number>();
  private readonly inflight = new Map<string, Promise<Loaded<unknown>>>();

  constructor(private readonly now: () => number = Date.now) {}

  async read<T>(key: string, ttlMs: number, load: () => Promise<Loaded<T>>, fallback: T): Promise<T> {
    const entry = this.entries.get(key);
    const backoffMs = Math.min(Math.max(ttlMs, MIN_FAILURE_BACKOFF_MS), MAX_FAILURE_BACKOFF_MS);
    const now = this.now();
    if (entry) {
      const value = entry.value as T;
      if (ttlMs > 0) {
        const stale = now - entry.storedAt >= ttlMs;
        if (stale && now - entry.failedAt >= backoffMs) void this.load(key, load);
        return value;
      }
      if (now - entry.failedAt < backoffMs) return value;
      const fresh = await this.load(key, load);
      return fresh.ok ? fresh.value : value;
    }
    // Never answered: while the service keeps failing, do not make every visitor wait for it.
    const failedAt = this.failures.get(key);
    if (failedAt !== undefined && now - failedAt < backoffMs) return fallback;
    const fresh = await this.load(key, load);
    return fresh.ok ? fresh.value : fallback;
  }

  /** The last good value of a key, if it was ever answered (no load is started). */
  peek<T>(key: string): T | undefined {
    return this.entries.get(key)?.value as T | undefined;
  }

  clear(): void {
    this.entries.clear();
    this.failures.clear();
  }

  private load<T>(key: string, load: () => Promise<Loaded<T>>): Promise<Loaded<T>> {
    const running = this.inflight.get(key) as Promise<Loaded<T>> | undefined;
    if (running) return running;
    const request = load()
      .catch((): Loaded<T> => ({ ok: false }))
      .then((result) => {
        this.settle(key, result);
        return result;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, request);
    return request;
  }

  private settle(key: string, result: Loaded<unknown>): void {
    const now = this.now();
    if (result.ok) {
      this.entries.delete(key);
      this.entries.set(key, { value: result.value, storedAt: now, failedAt: Number.NEGATIVE_INFINITY });
      evictOldest(this.entries);
      this.failures.delete(key);
      return;
    }
    const entry = this.entries.get(key);
    if (entry) entry.failedAt = now;
    else {
      this.failures.set(key, now);
      evictOldest(this.failures);
    }
  }
}

function evictOldest(map: Map<string, unknown>): void {
  while (map.size > MAX_KEYS) {
    const oldest = map.keys().next();
    if (oldest.done) return;
    map.delete(oldest.value);
  }
}
