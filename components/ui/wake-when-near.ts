// The two demands of a part waiting for its code (hydration-gate.ts) that are not a use: coming near the
// screen, and having been on it as long as a carousel's first autoplay step takes.
import type { Demand } from './hydration-gate';

/**
 * Watches `shown` (the part's first element) until `signal` aborts: `wake()` when it comes near the screen,
 * `autoplayDue()` when its first autoplay step is due (never for a visitor who asks for reduced motion).
 */
export function wakeWhenNear(shown: Element | null, { near = false, autoplayAfter }: Demand, wake: () => void, autoplayDue: () => void, signal: AbortSignal): void {
  const autoplay = autoplayAfter !== undefined && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (!(near || autoplay) || !shown || typeof IntersectionObserver === 'undefined') return;
  let due: number | undefined;
  const observer = new IntersectionObserver(
    (entries) => {
      const onScreen = entries.some((entry) => entry.isIntersecting);
      if (onScreen && near) wake();
      window.clearTimeout(due);
      if (onScreen && autoplay) due = window.setTimeout(autoplayDue, autoplayAfter);
    },
    { rootMargin: '200px' },
  );
  observer.observe(shown);
  signal.addEventListener('abort', () => {
    observer.disconnect();
    window.clearTimeout(due);
  });
}
