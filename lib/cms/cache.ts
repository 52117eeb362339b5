// The content service's answers, kept in memory (one per process, see answers.ts).
/**
 * An in-memory cache for the content service's answers: fresh answers for `ttlMs`, then
 * stale-while-revalidate, and last-known-good: once a key has been answered, a failing service
 * never takes that answer away. Concurrent loads of one key share one request. A visitor waits on
 * the service at most once per key and failure: a key never answered is asked once in the
 * foreground, then retried in the background, and an answer expired by a revalidation is asked
 * for once, then served as it was while the service fails.
 */
import { evictOldest } from './bounded-map';
import { failureBackoffMs, FailureMemory } from './failure-memory';

export type Loaded<T> = { ok: true; value: T } | { ok: false };

/**
 * Where a cache keeps its last good answers for the next process (answer-file-store.ts): an answer kept
 * by an earlier process is served only when the service fails to give a fresh one.
 */
export type LastGoodStore = {
  load(key: string): Promise<{ value: unknown } | undefined>;
  save(key: string, value: unknown): Promise<void>;
};

/**
 * `expired`: a revalidation asked for this answer to be fetched again before it is served. `generation`: the
 * revalidations there had been when it was asked for, so an older answer never replaces a newer one. `tags`: what
 * a revalidation names it by.
 */
type Entry = {
  value: unknown;
  storedAt: number;
  failedAt: number;
  expired: boolean;
  generation: number;
  tags: readonly string[];
};

/** A request to the service under way. `outdated`: a revalidation of its tags came after it started. */
type Flight = { generation: number; tags: readonly string[]; outdated: boolean; request: Promise<Loaded<unknown>> };

export class LastGoodCache {
  private readonly entries = new Map<string, Entry>();
  private readonly failures: FailureMemory;
  private readonly inflight = new Map<string, Flight>();
  /** Bumped by expire(), to order requests: an answer asked for later wins. */
  private generation = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly store?: LastGoodStore,
  ) {
    this.failures = new FailureMemory(now);
  }

  async read<T>(
    key: string,
    ttlMs: number,
    load: () => Promise<Loaded<T>>,
    fallback: T,
    tags: readonly string[] = [],
  ): Promise<T> {
    const entry = this.entries.get(key) ?? (await this.restore(key, tags));
    const backoffMs = failureBackoffMs(ttlMs);
    const now = this.now();
    if (entry) {
      const value = entry.value as T;
      const failedRecently = now - entry.failedAt < backoffMs;
      if (ttlMs > 0 && !entry.expired) {
        const stale = now - entry.storedAt >= ttlMs;
        if (stale && !failedRecently) void this.load(key, load, tags);
        return value;
      }
      if (failedRecently) return value;
      const fresh = await this.load(key, load, tags);
      return fresh.ok ? fresh.value : value;
    }
    // Never answered: the first reader waits for the service; while it keeps failing, later
    // readers get the fallback at once and the retries run in the background.
    if (this.failures.lastFailure(key) === undefined) {
      const fresh = await this.load(key, load, tags);
      return fresh.ok ? fresh.value : fallback;
    }
    if (!this.failures.failedWithin(key, backoffMs)) void this.load(key, load, tags);
    return fallback;
  }

  /**
   * A key this process never had, as an earlier process kept it: expired, so the service is asked first
   * and the kept answer stands only while it fails. Looked for once, before the key's first failure.
   */
  private async restore(key: string, tags: readonly string[]): Promise<Entry | undefined> {
    if (!this.store || this.failures.lastFailure(key) !== undefined) return undefined;
    const kept = await this.store.load(key);
    if (!kept || this.entries.has(key)) return this.entries.get(key);
    const entry: Entry = {
      value: kept.value,
      storedAt: Number.NEGATIVE_INFINITY,
      failedAt: Number.NEGATIVE_INFINITY,
      expired: true,
      generation: -1,
      tags,
    };
    this.entries.set(key, entry);
    evictOldest(this.entries);
    return entry;
  }

  /** The last good value of a key, if it was ever answered (no load is started). */
  peek<T>(key: string): T | undefined {
    return this.entries.get(key)?.value as T | undefined;
  }

  /**
   * After a revalidation of `tags` (every answer without): each answer read with one of them is fetched again
   * before it is next served, yet kept as the last good one should the service fail (a refresh that fails is not
   * retried in the foreground).
   */
  expire(tags?: readonly string[]): void {
    this.generation += 1;
    const named = (entryTags: readonly string[]) => !tags || entryTags.some((tag) => tags.includes(tag));
    for (const entry of this.entries.values()) {
      if (!named(entry.tags)) continue;
      entry.expired = true;
      entry.failedAt = Number.NEGATIVE_INFINITY;
    }
    for (const running of this.inflight.values()) if (named(running.tags)) running.outdated = true;
    this.failures.clear();
  }

  private load<T>(key: string, load: () => Promise<Loaded<T>>, tags: readonly string[]): Promise<Loaded<T>> {
    const running = this.inflight.get(key);
    // A request started before a revalidation of its answer is not joined: it may bring the old content.
    if (running && !running.outdated) return running.request as Promise<Loaded<T>>;
    const flight: Flight = {
      generation: this.generation,
      tags,
      outdated: false,
      request: Promise.resolve({ ok: false }),
    };
    const request: Promise<Loaded<T>> = load()
      .catch((): Loaded<T> => ({ ok: false }))
      .then((result) => {
        this.settle(key, result, flight);
        return result;
      })
      .finally(() => {
        if (this.inflight.get(key) === flight) this.inflight.delete(key);
      });
    flight.request = request;
    this.inflight.set(key, flight);
    return request;
  }

  private settle(key: string, result: Loaded<unknown>, { generation, tags, outdated }: Flight): void {
    const now = this.now();
    // An answer asked for before a revalidation of it is kept as a last good one, but still expired.
    const current = !outdated;
    if (result.ok) {
      // A request from before a revalidation that ends after one asked since: the newer answer stands.
      if ((this.entries.get(key)?.generation ?? -1) > generation) return;
      this.entries.delete(key);
      this.entries.set(key, {
        value: result.value,
        storedAt: now,
        failedAt: Number.NEGATIVE_INFINITY,
        expired: !current,
        generation,
        tags,
      });
      evictOldest(this.entries);
      this.failures.forget(key);
      void this.store?.save(key, result.value);
      return;
    }
    if (!current) return;
    const entry = this.entries.get(key);
    if (entry) {
      entry.failedAt = now;
      entry.expired = false;
    } else {
      this.failures.remember(key);
    }
  }
}
