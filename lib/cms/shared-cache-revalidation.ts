// The webhook's revalidation of the cluster's shared cache (cache-handler.mjs), done before it answers: Next's
// own revalidateTag runs once the answer has been sent, so an instance asked at once could still serve the old.
import { errorMessage } from '@/lib/error-message';

type SharedCache = { revalidateTag(tag: string): Promise<void> };

/** How long the webhook waits for Redis at most; Next's own revalidation follows anyway. */
const WAIT_MS = 2000;

/** Revalidates `tags` in the shared cache now, on every instance; nothing without one (a single process). */
export async function revalidateSharedCache(tags: readonly string[]): Promise<void> {
  const shared = (globalThis as { [key: symbol]: SharedCache | undefined })[Symbol.for('charity-site.shared-cache')];
  if (!shared) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, WAIT_MS)));
  try {
    await Promise.race([Promise.all(tags.map((tag) => shared.revalidateTag(tag))), late]);
  } catch (error) {
    console.error(
      `[cms] the shared cache could not be revalidated now (${errorMessage(error)}); Next's own revalidation follows.`,
    );
  } finally {
    clearTimeout(timer);
  }
}
