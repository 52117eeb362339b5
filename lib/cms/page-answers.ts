// Answers as a page or a feed reads them: from the one cache (answers.ts), the render taking each answer's
// lifetime and tags, so that Next draws the page again when an answer may have changed or was changed.
import 'server-only';
import { unstable_cache } from 'next/cache';
import type { AnswerCache } from './client';
import { failureBackoffMs } from './failure-memory';
import { siteAnswers } from './answers';

const wholeSeconds = (ms: number): number => Math.max(1, Math.round(ms / 1000));

/**
 * Next keeps a rendered page as long as the shortest-lived cached call it made, under all their tags: this call
 * (an entry of no content, keyed by lifetime and tags) is how the service's answers give the page theirs.
 */
function keepPageFor(seconds: number, tags: readonly string[]): Promise<boolean> {
  return unstable_cache(async () => true, ['cms-page', String(seconds), ...tags], {
    revalidate: seconds,
    tags: [...tags],
  })();
}

export const pageAnswers: AnswerCache = {
  async read(key, ttlMs, load, fallback, tags) {
    const answers = siteAnswers();
    const value = await answers.read(key, ttlMs, load, fallback, tags);
    // Drawn with the fallback (never answered): drawn again once the service may be asked again (1-5 s), not
    // kept a whole lifetime.
    const answered = answers.peek(key) !== undefined;
    await keepPageFor(wholeSeconds(answered ? ttlMs : failureBackoffMs(ttlMs)), tags);
    return value;
  },
  peek: (key) => siteAnswers().peek(key),
};
