// Tells a browser-only form whether it can run yet, so nothing typed is ever sent natively before
// the page is ready or with JavaScript off.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server's HTML and during hydration, true once React runs in the browser. Browser-only forms
 * keep their submit button disabled until then, so a native submit (before hydration or with JavaScript off)
 * can never put what was typed into a URL or a request.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
