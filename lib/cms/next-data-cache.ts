// Keeps the content service's answers in Next's data cache, so pages are served without waiting on
// the service and survive its failures and our restarts.
import 'server-only';
import { unstable_cache } from 'next/cache';
import { unstable_rethrow } from 'next/navigation';
import type { Loaded } from './cache';
import { evictOldest } from './bounded-map';
import type { AnswerCache } from './client';
import { failureBackoffMs, FailureMemory } from './failure-memory';
import { revalidationCount } from './revalidation-signal';
import { pageTagOf } from './tags';
import { processWide } from '@/lib/process-wide';
import { BUILD_STAMP } from '@/lib/build-stamp';
import { redisUrl } from '@/lib/redis-url';
import { sharedAnswerStore } from './shared-answer-store';

/** Thrown inside the cached function so that a failed call is never stored as an answer. */
class ServiceFailed extends Error {}

/**
 * The last answer each key had in this process (bounded, as the other maps of answers are; one for the
 * pages and the feeds alike, see processWide). A refresh that fails stores it again rather than throwing:
 * Next logs a throw from a background refresh with a stack trace and tries again at every render while the
 * entry stays stale, whereas stored again the answer is asked for once per lifetime. Only with none in this
 * process yet (after a restart) does the refresh throw, and Next keeps the answer it stored before.
 */
const lastGood = processWide('cms-last-good', () => new Map<string, unknown>());

/**
 * With a Redis, the last good answers are the cluster's, not this process's alone: an instance that never had an
 * answer (or lost it to a revalidation while the service fails) serves the one another instance kept.
 */
const sharedLastGood = redisUrl() ? sharedAnswerStore(BUILD_STAMP) : null;

function rememberGood(key: string, value: unknown): void {
  const known = lastGood.get(key) === value;
  lastGood.delete(key);
  lastGood.set(key, value);
  evictOldest(lastGood);
  if (!known) void sharedLastGood?.save(key, value);
}

/** This process's last good answer for `key`, else the cluster's; undefined when neither has one. */
async function lastGoodOf(key: string): Promise<{ value: unknown } | undefined> {
  if (lastGood.has(key)) return { value: lastGood.get(key) };
  return sharedLastGood?.load(key);
}

const wholeSeconds = (ms: number): number => Math.max(1, Math.round(ms / 1000));

/**
 * `fn` as Next's data cache should key it: by our key parts alone. Next keys an entry by the function's
 * source too, and the pages and the route handlers are bundled apart with differently minified copies of
 * it, so a feed would never find the answers the pages stored. A bound function's source is the same everywhere.
 */
const keyedByPartsAlone = <T>(fn: () => Promise<T>): (() => Promise<T>) => fn.bind(null);

/**
 * Answers never given (Next's data cache remembers only answers). Without it, every render that
 * needs one (a search query, a page not yet cached) would wait the service's whole timeout again.
 */
const failures = processWide('cms-never-answered', () => ({
  memory: new FailureMemory(),
  revalidationsSeen: revalidationCount(),
}));
const neverAnswered = failures.memory;

/** A revalidation (the back office saying it changed something) lets every such answer be asked again at once. */
function forgetFailuresAfterRevalidation(): void {
  const count = revalidationCount();
  if (count === failures.revalidationsSeen) return;
  failures.revalidationsSeen = count;
  neverAnswered.clear();
}

/**
 * Pages keep the service's answers in Next's data cache (persisted under `.next/cache`, so the last
 * good answers survive a restart). Each answer lives `ttlMs` (a third of `CMS_CACHE_SECONDS`, see
 * answerLifetimeMs) and the page that read it inherits that lifetime and its tags: a page is
 * re-rendered when its answers may have changed, and in the background, so no visitor waits on
 * the service once a page exists. A failing call keeps the last answer (stored again, see lastGood;
 * the re-render then draws what it drew before); only an answer that was never had falls back to the empty view model,
 * and
 * while the service keeps failing to give it, it is asked for by one render per 1-5 s
 * (failureBackoffMs), the renders in between drawing the fallback at once.
 */
export const nextDataCache: AnswerCache = {
  async read<T>(
    key: string,
    ttlMs: number,
    load: () => Promise<Loaded<T>>,
    fallback: T,
    tags: readonly string[],
  ): Promise<T> {
    const cached = unstable_cache(
      keyedByPartsAlone(async (): Promise<T> => {
        const loaded = await load();
        if (loaded.ok) return loaded.value;
        const kept = await lastGoodOf(key);
        if (kept) return kept.value as T;
        throw new ServiceFailed(key);
      }),
      // This build in every key: what is stored is its view models, and `.next/cache` outlives a rebuild.
      ['cms-answer', BUILD_STAMP, key],
      { revalidate: wholeSeconds(ttlMs), tags: [...tags] },
    );
    // Gives the page that reads this answer the answer's page tags (see pageTagOf), and nothing else.
    const tagPage = unstable_cache(
      keyedByPartsAlone(async () => true),
      ['cms-page-tags', BUILD_STAMP, ...tags],
      { revalidate: false, tags: tags.map(pageTagOf) },
    );
    forgetFailuresAfterRevalidation();
    const pauseMs = failureBackoffMs(ttlMs);
    if (neverAnswered.failedWithin(key, pauseMs)) {
      // Calling an unstable_cache gives the page its lifetime and tags: a page drawn with the fallback
      // is drawn again once the pause is over (or at once on a webhook), never kept as it is.
      const holdFallback = unstable_cache(
        keyedByPartsAlone(async () => true),
        ['cms-fallback', BUILD_STAMP, key],
        { revalidate: wholeSeconds(pauseMs), tags: [...tags] },
      );
      await Promise.all([holdFallback(), tagPage()]);
      return fallback;
    }
    // A pause is over: this reader asks again; the readers that come while it waits still draw the fallback at once.
    if (neverAnswered.lastFailure(key) !== undefined) neverAnswered.remember(key);
    try {
      const [value] = await Promise.all([cached(), tagPage()]);
      neverAnswered.forget(key);
      rememberGood(key, value);
      return value;
    } catch (error) {
      // Next's own signals are Next's to handle; only the service's failure is remembered.
      unstable_rethrow(error);
      if (error instanceof ServiceFailed) neverAnswered.remember(key);
      // Anything else is not the service's doing (the client's reads do not throw): said, not hidden.
      else console.error(`[cms] ${key}: the data cache failed:`, error);
      return fallback;
    }
  },
  expire() {
    // Next's data cache is revalidated by tag (app/api/revalidate), never wholesale.
  },
};
