// What the visitor has done on the page so far, heard from the moment the page's code runs (and, handed
// over by the page's inline script, before it: events-before-scripts.ts): whether they have pressed, typed
// or gone back or forward, and what they did before any part waiting for its code (hydration-gate.ts) could
// watch.
import { takeEventsBeforeScripts } from './events-before-scripts';

const COUNTED = ['pointerdown', 'keydown', 'popstate'];
const EARLY = ['focusin', 'click', 'keydown', 'change'];

/** What the visitor did before the scripts ran at all, kept by the page's inline script. */
const beforeScripts = typeof window !== 'undefined' ? takeEventsBeforeScripts(window) : [];
/** How many times the visitor has pressed, typed or gone back or forward in history so far. */
let interactions = beforeScripts.filter((event) => COUNTED.includes(event.type)).length;
/** What the visitor did while the page itself was being hydrated, before any part could watch: theirs to claim. */
let early: Event[] | null = beforeScripts.filter((event) => EARLY.includes(event.type)).slice(0, 50);
if (typeof window !== 'undefined') {
  for (const type of COUNTED) window.addEventListener(type, () => interactions++, { capture: true, passive: true });
  for (const type of EARLY) window.addEventListener(type, (event) => early && early.length < 50 && early.push(event), { capture: true, passive: true });
}

/** Whether the visitor has pressed, typed or gone back or forward yet. */
export const hasInteracted = () => interactions > 0;

/** What was done before the first part watched, while that part (and the ones watching with it) can still claim it. */
export const earlyEvents = (): readonly Event[] => early ?? [];

/** After the parts that start watching together have claimed theirs: nothing done from now on is early. */
export const forgetEarlyEventsSoon = () => setTimeout(() => (early = null));
