// The tags this process has heard revalidated and the answers' cache has not yet expired: the webhook adds its own,
// and the shared cache handler (cache-handler.mjs) those another instance announced. One set per process (the
// proxy and the pages are bundled apart, see processWide).
import { processWide } from '@/lib/process-wide';

/** The name cache-handler.mjs reaches the set by (it cannot import this module). */
export const REVALIDATIONS_KEY = 'cms-revalidations';

const heard = () => processWide(REVALIDATIONS_KEY, () => ({ pending: new Set<string>() }));

export function signalRevalidated(tags: readonly string[]): void {
  for (const tag of tags) heard().pending.add(tag);
}

/** The tags heard since the last call. */
export function takeRevalidatedTags(): string[] {
  const { pending } = heard();
  const tags = [...pending];
  pending.clear();
  return tags;
}
