// The webhook's one call: the named content is fresh on the next request to any instance.
import { revalidateTag } from 'next/cache';
import { errorMessage } from '@/lib/error-message';
import { signalRevalidated } from './revalidation-signal';

type SharedCache = { revalidateTag(tag: string): Promise<void> };

/** How long the webhook waits for Redis at most; Next's own revalidation follows anyway. */
const WAIT_MS = 2000;

/**
 * Expires the pages of `tags` (in the shared cache before returning: Next runs its own revalidateTag only once the
 * answer is sent) and has every answer asked for again before it is next served, the last good one kept should the
 * service fail. The shared cache handler announces the tags to every instance, which counts them the same way.
 */
export async function revalidateContent(tags: readonly string[]): Promise<void> {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  signalRevalidated(tags);
  await revalidateSharedCache(tags);
}

/** The cluster's cache (cache-handler.mjs, named by next.config.ts only with a Redis), revalidated now. */
async function revalidateSharedCache(tags: readonly string[]): Promise<void> {
  const shared = (globalThis as { [key: symbol]: SharedCache | undefined })[Symbol.for('charity-site.shared-cache')];
  if (!shared) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, WAIT_MS)));
  try {
    await Promise.race([Promise.all(tags.map((tag) => shared.revalidateTag(tag))), late]);
  } catch (error) {
    console.error(`[cms] the shared cache could not be revalidated now (${errorMessage(error)}); Next's follows.`);
  } finally {
    clearTimeout(timer);
  }
}
