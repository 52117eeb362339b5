// What waits for the page's largest paint: the web fonts and Next's scripts. Both would otherwise share a
// slow phone's bandwidth and main thread with what that paint needs, and Lighthouse's simulation of such a
// phone counted them before it:
// - The two fonts (61 KB), preloaded as they were, were fetched beside the style sheets and the lead
//   picture on every page (the home page: 2.6 s median LCP with them, 2.0 s with the fonts blocked, four
//   runs each). The text is drawn first in the stand-ins sized to take their room
//   (app/styles/font-fallbacks.css), so their later arrival moves nothing.
// - Next's scripts (140 KiB), held by the server (server/hold-scripts.mjs): downloaded before the paint,
//   Lighthouse counted them in the runs where they also started before it (the home page: LCP 2.4-2.9 s
//   with them, 1.2-1.3 s without). They are fetched and started after it.
//
// This runs in the page as an inline script (AfterLargestPaint.tsx serialises it), before React and
// without it: it must name nothing outside itself.

/**
 * Once the browser has reported the page's largest paint: sets `data-web-fonts` on the document element
 * (tokens.css then sets the text in the web fonts), and puts back the scripts the server held
 * (`<script type="text/x-after-paint" data-src>`, in their place, once the document is parsed).
 * - Where the page's lead picture (the one fetched at high priority) is on the screen, the paint waited
 *   for is the picture's: text is often reported first, a frame before it. Not if a paint already
 *   reported is larger than the picture's part on the screen: then the picture will never be reported.
 * - A second after the page's load event, in case no paint the browser reports was the one awaited
 *   (the picture failed, say); at load itself where it cannot report paints. (The picture's load comes
 *   before its paint, so load alone would be too early.)
 * - At the visitor's first press or key, after which the browser reports no largest paint.
 * - The fonts at once on a later page of the same tab: they are in the browser's cache by then.
 * Until the scripts take them (their first module sets the property to null), the visitor's presses, keys,
 * focus and choices are kept under `win[eventsKey]`: the parts waiting for their code make them again.
 */
export function afterLargestPaint(root: HTMLElement, win: Window & typeof globalThis, eventsKey: string, keptTypes: readonly string[]): void {
  const seenKey = 'web-fonts-seen';
  const doc = root.ownerDocument;
  // What the visitor does before the scripts run, for them to take over (components/ui/events-before-scripts.ts).
  const store = win as unknown as Record<string, Event[] | null>;
  store[eventsKey] = [];
  for (const type of keptTypes) {
    win.addEventListener(type, (event) => store[eventsKey] && store[eventsKey].length < 50 && store[eventsKey].push(event), { capture: true, passive: true });
  }
  const fontsOn = () => {
    if (root.hasAttribute('data-web-fonts')) return;
    root.setAttribute('data-web-fonts', '');
    try {
      win.sessionStorage.setItem(seenKey, '1');
    } catch {
      // Storage refused (a private mode): the next page waits for its paint again.
    }
  };
  const startScripts = () => {
    for (const held of doc.querySelectorAll('script[type="text/x-after-paint"]')) {
      const script = doc.createElement('script');
      script.src = held.getAttribute('data-src') ?? '';
      script.async = true;
      held.replaceWith(script);
    }
  };
  let painted = false;
  const largestPaintShown = () => {
    if (painted) return;
    painted = true;
    fontsOn();
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', startScripts, { once: true });
    else startScripts();
  };
  try {
    if (win.sessionStorage.getItem(seenKey)) fontsOn();
  } catch {
    // Storage refused: the fonts wait for the paint.
  }
  // A visitor's first press or key: the browser reports no largest paint after it, and the page is in use.
  for (const type of ['pointerdown', 'keydown']) win.addEventListener(type, largestPaintShown, { once: true, capture: true, passive: true });
  const paintsReported = win.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint');
  win.addEventListener('load', () => (paintsReported ? win.setTimeout(largestPaintShown, 1000) : largestPaintShown()), { once: true });
  if (!paintsReported) return;
  new win.PerformanceObserver((list, observer) => {
    const lead = root.querySelector('img[fetchpriority="high"]');
    const box = lead?.getBoundingClientRect();
    const leadOnScreen = box ? Math.max(0, Math.min(box.right, win.innerWidth) - Math.max(box.left, 0)) * Math.max(0, Math.min(box.bottom, win.innerHeight) - Math.max(box.top, 0)) : 0;
    const entries = list.getEntries() as LargestContentfulPaint[];
    if (!leadOnScreen || entries.some((entry) => entry.element === lead || entry.size >= leadOnScreen)) {
      observer.disconnect();
      largestPaintShown();
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}
