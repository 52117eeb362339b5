// How many revalidations this process has heard of: the webhook counts its own, and the shared cache handler
// (cache-handler.mjs) counts those another instance announced. The proxy's copy of the menu tree is refreshed
// when the count moves. One counter per process (the proxy and the pages are bundled apart, see processWide).
import { processWide } from '@/lib/process-wide';

/** The name cache-handler.mjs reaches the counter by (it cannot import this module). */
export const REVALIDATIONS_KEY = 'cms-revalidations';

const signal = () => processWide(REVALIDATIONS_KEY, () => ({ count: 0 }));

export function signalRevalidated(): void {
  signal().count += 1;
}

export function revalidationCount(): number {
  return signal().count;
}
