import 'server-only';
import { unstable_cache } from 'next/cache';
import type { Loaded } from './cache';
import type { AnswerCache } from './client';

/** Thrown inside the cached function so that a failed call is never stored as an answer. */
class ServiceFailed extends Error {}

/**
 * Pages keep the service's answers in Next's data cache (persisted under `.next/cache`, so the last
 * good answers survive a restart). Each answer lives `CMS_CACHE_SECONDS` and the page that read it
 * inherits that lifetime and its tags: a page is re-rendered when its answers may have changed,
 * and in the background, so no visitor waits on the service once a page exists. A failing call
 * keeps the stale answer (the re-render then draws what it drew before); only an answer that was
 * never had falls back to the empty view model.
 */
export const nextDataCache: AnswerCache = {
  async read<T>(key: string, ttlMs: number, load: () => Promise<Loaded<T>>, fallback: T, tags: readonly string[]): Promise<T> {
    const cached = unstable_cache(
      async (): Promise<T> => {
        const loaded = await load();
        if (!loaded.ok) throw new ServiceFailed(key);
        return loaded.value;
      },
      ['cms-answer', key],
      { revalidate: Math.max(1, Math.round(ttlMs / 1000)), tags: [...tags] },
    );
    try {
      return await cached();
    } catch {
      return fallback;
    }
  },
  clear() {
    // Next's data cache is cleared by tag (app/api/revalidate), never wholesale.
  },
};
