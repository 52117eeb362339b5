// The revalidation endpoint runs in the page server's module graph; the proxy has its own copy of
// the content client (and of this module). A process-wide counter tells the proxy that the
// endpoint dropped the caches, so its menu tree is refreshed on the next request too.
import { processWide } from '@/lib/process-wide';

const revalidations = () => processWide('cms-revalidations', () => ({ count: 0 }));

export function signalRevalidated(): void {
  revalidations().count += 1;
}

export function revalidationCount(): number {
  return revalidations().count;
}
