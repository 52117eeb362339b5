// The hand-over of what a visitor did before the page's scripts ran: the root layout's inline script
// (components/site/after-largest-paint.ts) starts the scripts only after the largest paint, so a press or a
// key can come first; it keeps those events under this window property, and first-interactions.ts takes
// them when the scripts run, as if it had heard them itself.

/** The window property the inline script keeps the events in (it names it as its third argument). */
export const EVENTS_BEFORE_SCRIPTS = '__eventsBeforeScripts';

/** The event types the inline script keeps: what first-interactions.ts counts or keeps. */
export const KEPT_BEFORE_SCRIPTS = ['pointerdown', 'focusin', 'click', 'keydown', 'change'] as const;

/** Takes the events kept before the scripts ran (once: the inline script then stops keeping them). */
export function takeEventsBeforeScripts(win: Window): Event[] {
  const store = win as unknown as Record<string, unknown>;
  const kept = store[EVENTS_BEFORE_SCRIPTS];
  store[EVENTS_BEFORE_SCRIPTS] = null;
  return Array.isArray(kept) ? kept.filter((event): event is Event => event instanceof Event) : [];
}
