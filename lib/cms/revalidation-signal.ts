// The revalidation endpoint runs in the page server's module graph; the proxy has its own copy of
// the content client (and of this module). A process-wide counter tells the proxy that the
// endpoint dropped the caches, so its menu tree is refreshed on the next request too.
const KEY = Symbol.for('charity-site.cms-revalidations');

type Holder = { [KEY]?: number };

export function signalRevalidated(): void {
  const holder = globalThis as Holder;
  holder[KEY] = (holder[KEY] ?? 0) + 1;
}

export function revalidationCount(): number {
  return (globalThis as Holder)[KEY] ?? 0;
}
