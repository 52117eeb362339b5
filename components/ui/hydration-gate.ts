// What a part of a page that waits for its code (HydrateOnDemand.tsx) does with a visitor's first actions:
// they start loading the code, and those React would drop before it is there are made again once it is.
import { earlyEvents, forgetEarlyEventsSoon, hasInteracted } from './first-interactions';
import { readableByUse } from './readable-by-use';
import { wakeWhenNear } from './wake-when-near';

/** Marks a submit button disabled only until its form's code runs (SubmitButton.client.tsx). */
export const UNTIL_HYDRATED = 'data-until-hydrated';

/** Marks the element around each part (HydrateOnDemand.tsx). */
export const PART = 'data-on-demand';

/** What loads a part's code: its first use (pointer, touch, focus, key), and as asked for here. */
export type Demand = {
  /** Also when it comes within 200 px of the screen. */
  near?: boolean;
  /** Also when it has been on (or within 200 px of) the screen this long, for a visitor who does not ask for reduced motion: a carousel's first autoplay step. */
  autoplayAfter?: number;
};

/** Why a part's code was loaded: `autoplay` when its first autoplay step was due (it should take it at once). */
export type Wake = 'use' | 'autoplay';

/** A submit made before the part's code was there, by a form that also works without JavaScript. */
const worksWithoutCode = (event: Event) => event.type === 'submit' && !(event as SubmitEvent).submitter?.hasAttribute(UNTIL_HYDRATED);

/**
 * One part's gate. `open()` starts loading its code (`load`); `loaded` settles once it is there (never if
 * the load fails: the server HTML then stays, working as it does without JavaScript).
 */
export function hydrationGate(load: () => Promise<unknown>) {
  let open = () => {};
  let woken: Wake = 'use';
  // What to make again once the part is hydrated, with the event it answers; the part, and how to stop watching it.
  let kept: Array<{ event: Event; again: () => void }> = [];
  let watched: Element | null = null;
  let unwatch = () => {};
  /** Stops watching and makes again the kept actions whose event `which` picks. */
  const settle = (which: (event: Event) => boolean) => {
    unwatch();
    const actions = kept;
    kept = [];
    for (const { event, again } of actions) if (which(event)) again();
  };
  const loaded = readableByUse(new Promise<void>((resolve) => (open = resolve)).then(load).then(
    () => {},
    () => {
      // No code: the part stays as it is without JavaScript, and a held submit that works there goes now.
      for (const button of watched?.querySelectorAll<HTMLButtonElement>(`button[${UNTIL_HYDRATED}]`) ?? []) button.disabled = true;
      settle(worksWithoutCode);
      return new Promise<void>(() => {});
    },
  ));

  return {
    open: () => open(),
    loaded,
    wokenBy: () => woken,

    /**
     * Called on each attempt to hydrate the part before its code is there. React attempts it once the page
     * is hydrated, and again whenever it restarts that work; it also insists, waiting for the part, when
     * something it may read changed (a navigation, which the visitor started; a part inside another one is
     * attempted when that one is hydrated). So once the visitor has pressed, typed or gone back or forward,
     * an attempt loads the code: then nothing waits for ever.
     */
    hydrationAttempt() {
      if (hasInteracted()) open();
    },

    /**
     * Watches the part's server HTML until it is hydrated: a use, or what `demand` adds, opens the gate.
     * React holds the events of a part waiting for hydration (it stops them at the document and replays
     * only the focus), so they are heard on `window`, before React. Until the code is there, a press of a
     * plain button, a key (what it typed is in the page already; an arrow is handled once the code is
     * there), a submit (held; buttons disabled only until hydration are enabled now: JavaScript runs) and
     * a choice in a select or file field are kept to be made again.
     */
    watch(part: Element, demand: Demand) {
      watched = part;
      const stop = new AbortController();
      const heard: Record<string, (event: Event) => void> = {};
      const listen = (type: string, keep?: (event: Event) => (() => unknown) | undefined) => {
        heard[type] = (event) => {
          if (!(event.target instanceof Element && part.contains(event.target))) return;
          open();
          // A part inside this one keeps what is done to it itself (this one only wakes up first). Kept until the
          // part is hydrated, not only until its code is there: between the two React still drops a press.
          const again = event.target.closest(`[${PART}]`) !== part ? undefined : keep?.(event);
          if (again) kept.push({ event, again });
        };
        window.addEventListener(type, heard[type], { capture: true, signal: stop.signal });
      };
      for (const type of ['focusin', 'pointerover', 'pointerdown']) listen(type);
      listen('click', (event) => {
        const button = (event.target as Element).closest('button');
        return button?.type === 'button' ? () => button.click() : undefined;
      });
      listen('keydown', (event) => {
        const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event as KeyboardEvent;
        return () => event.target?.dispatchEvent(new KeyboardEvent('keydown', { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true }));
      });
      listen('submit', (event) => {
        event.preventDefault();
        const form = event.target as HTMLFormElement;
        const { submitter } = event as SubmitEvent;
        return () => form.isConnected && form.requestSubmit(submitter);
      });
      listen('change', ({ target: field }) =>
        field instanceof HTMLSelectElement || (field instanceof HTMLInputElement && field.type === 'file') ? () => field.dispatchEvent(new Event('change', { bubbles: true })) : undefined,
      );
      for (const button of part.querySelectorAll<HTMLButtonElement>(`button[${UNTIL_HYDRATED}]`)) button.disabled = false;
      const autoplayDue = () => {
        woken = 'autoplay';
        open();
      };
      wakeWhenNear(part.firstElementChild, demand, () => open(), autoplayDue, stop.signal);
      if (part.contains(document.activeElement)) open();
      // What was done to this part while the page was hydrated (React dropped it) counts as done now.
      for (const event of earlyEvents()) heard[event.type]?.(event);
      forgetEarlyEventsSoon();
      unwatch = () => stop.abort();
      return unwatch;
    },

    /**
     * The part is hydrated: stop watching, and make again what was kept (on elements still in the page),
     * except an event still being dispatched (the part hydrated during it): React answers that one itself.
     */
    hydrated() {
      settle((event) => event.eventPhase === Event.NONE);
    },
  };
}

export type HydrationGate = ReturnType<typeof hydrationGate>;
