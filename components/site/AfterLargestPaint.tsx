// The root layout's inline script that waits for the page's largest paint (after-largest-paint.ts). An inline
// script, not a client component: it must run before the first paint is reported, and it starts the scripts a
// client component would come with.
import { EVENTS_BEFORE_SCRIPTS, KEPT_BEFORE_SCRIPTS } from '@/components/ui/events-before-scripts';
import { afterLargestPaint } from './after-largest-paint';

const SOURCE = `(${afterLargestPaint.toString()})(document.documentElement, window, ${JSON.stringify(EVENTS_BEFORE_SCRIPTS)}, ${JSON.stringify(KEPT_BEFORE_SCRIPTS)})`;

/** Switches the text to the web fonts and starts Next's scripts once the page's largest paint is shown. */
export function AfterLargestPaint() {
  // Its id tells the server (server/hold-scripts.mjs, LOADER_ID) that this page can have its scripts held.
  return <script id="after-largest-paint" dangerouslySetInnerHTML={{ __html: SOURCE }} />;
}
