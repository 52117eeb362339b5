// When the web fonts are asked for: after the page's largest paint, not beside it.
//
// Preloaded (as they were), the two fonts (61 KB) were fetched with the style sheets and the lead picture
// and shared a slow phone's bandwidth with them, and Lighthouse's simulation of such a phone counted
// them before the largest paint on every page (the home page: 2.6 s median LCP with them, 2.0 s with
// the fonts blocked, four runs each). The text is drawn first in the stand-ins sized to take the
// fonts' room (app/styles/font-fallbacks.css), so their later arrival moves nothing.
//
// This runs in the page as an inline script (WebFontsDue.tsx serialises it), before React and without
// it: it must name nothing outside itself.

/** The attribute on `<html>` that switches the text from the stand-ins to the web fonts (tokens.css). */
export const WEB_FONTS_ATTRIBUTE = 'data-web-fonts';

/**
 * Sets `data-web-fonts` on the document element once the browser has reported the page's largest
 * paint, and at once on a later page of the same tab, whose fonts are in the browser's cache by then.
 * - Where the page's lead picture (the one fetched at high priority) is on the screen, the paint waited
 *   for is the picture's: text is often reported first, a frame before it. Not if a paint already
 *   reported is larger than the picture's part on the screen: then the picture will never be reported.
 * - A second after the page's load event, in case no paint the browser reports was the one awaited
 *   (the picture failed, say); at load itself where it cannot report paints. (The picture's load comes
 *   before its paint, so load alone would be too early.)
 */
export function markWebFontsDue(root: HTMLElement, win: Window & typeof globalThis): void {
  const seenKey = 'web-fonts-seen';
  const due = () => {
    if (root.hasAttribute('data-web-fonts')) return;
    root.setAttribute('data-web-fonts', '');
    try {
      win.sessionStorage.setItem(seenKey, '1');
    } catch {
      // Storage refused (a private mode): the next page waits for its paint again.
    }
  };
  try {
    if (win.sessionStorage.getItem(seenKey)) return due();
  } catch {
    // Storage refused: wait for the paint.
  }
  const paintsReported = win.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint');
  win.addEventListener('load', () => (paintsReported ? win.setTimeout(due, 1000) : due()), { once: true });
  if (!paintsReported) return;
  new win.PerformanceObserver((list, observer) => {
    const lead = root.querySelector('img[fetchpriority="high"]');
    const box = lead?.getBoundingClientRect();
    const leadOnScreen = box ? Math.max(0, Math.min(box.right, win.innerWidth) - Math.max(box.left, 0)) * Math.max(0, Math.min(box.bottom, win.innerHeight) - Math.max(box.top, 0)) : 0;
    const entries = list.getEntries() as LargestContentfulPaint[];
    if (!leadOnScreen || entries.some((entry) => entry.element === lead || entry.size >= leadOnScreen)) {
      observer.disconnect();
      due();
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}
