// What a part of a page that waits for its code (HydrateOnDemand.tsx) does with a visitor's first actions:
// they start loading the code, and those React would drop before it is there are made again once it is.

/** Events that mean a visitor is reaching for the part (a touch starts with pointerover and pointerdown). */
const USE_EVENTS = ['focusin', 'pointerover', 'pointerdown'] as const;

/** Marks a submit button disabled only until its form's code runs (SubmitButton.client.tsx). */
export const UNTIL_HYDRATED = 'data-until-hydrated';

/** How many times the visitor has pressed, typed or gone back or forward in history so far. */
let interactions = 0;
if (typeof window !== 'undefined') {
  for (const type of ['pointerdown', 'keydown', 'popstate']) window.addEventListener(type, () => interactions++, { capture: true, passive: true });
}

/**
 * One part's gate. `open()` starts loading its code (`load`); `loaded` settles once it is there (never if
 * the load fails: the server HTML then stays, working as it does without JavaScript).
 */
export function hydrationGate(load: () => Promise<unknown>) {
  let open = () => {};
  let loadedYet = false;
  // What to make again once the part is hydrated (with the event it answers), submits held meanwhile,
  // the event being dispatched now (if the part hydrates during it, React answers it itself) and how to stop watching.
  let replay: Array<{ event: Event; action: () => void }> = [];
  let held: Array<{ form: HTMLFormElement; submitter: HTMLElement | null }> = [];
  let dispatching: Event | null = null;
  let unwatch = () => {};
  let watched: Element | null = null;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const loaded = opened.then(load).then(
    () => {
      loadedYet = true;
    },
    () => {
      // No code: the part stays as it is without JavaScript, and a held submit goes as it would there.
      unwatch();
      for (const button of watched?.querySelectorAll<HTMLButtonElement>(`button[${UNTIL_HYDRATED}]`) ?? []) button.disabled = true;
      for (const { form, submitter } of held) if (!submitter?.hasAttribute(UNTIL_HYDRATED)) form.requestSubmit(submitter);
      return new Promise<void>(() => {});
    },
  );

  return {
    open: () => open(),
    loaded,
    isLoaded: () => loadedYet,

    /**
     * Called on each attempt to hydrate the part before its code is there. React attempts it once the page
     * is hydrated, and again whenever it restarts that work; it also insists, waiting for the part, when
     * something it may read changed (a navigation, which the visitor started; a part inside another one is
     * attempted when that one is hydrated). So once the visitor has pressed, typed or gone back or forward,
     * an attempt loads the code: then nothing waits for ever.
     */
    hydrationAttempt() {
      if (interactions > 0) open();
    },

    /**
     * Watches the part's server HTML until it is hydrated: a use, or with `near` coming within 200 px of
     * the screen, opens the gate. React holds the events of a part waiting for hydration (it stops them
     * at the document and replays only the focus), so they are heard on `window`, before React. Until the
     * code is there, a press of a plain button, a key (what it typed is in the page already; a key such as
     * an arrow is handled once the code is there), a submit (buttons disabled only until hydration are
     * enabled now: JavaScript runs) and a choice in a select or file field are kept to be made again.
     */
    watch(part: Element, near: boolean) {
      watched = part;
      const stop = new AbortController();
      const inPart = (event: Event) => event.target instanceof Element && part.contains(event.target);
      const listen = (type: string, handle: (event: Event) => void) =>
        window.addEventListener(
          type,
          (event) => {
            if (!inPart(event)) return;
            dispatching = event;
            setTimeout(() => dispatching === event && (dispatching = null));
            handle(event);
          },
          { capture: true, signal: stop.signal },
        );
      const keep = (event: Event, action: () => void) => loadedYet || replay.push({ event, action });
      for (const type of USE_EVENTS) listen(type, () => open());
      listen('click', (event) => {
        open();
        const button = (event.target as Element).closest('button');
        if (button?.type === 'button') keep(event, () => button.click());
      });
      listen('keydown', (event) => {
        open();
        const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event as KeyboardEvent;
        const target = event.target as Element;
        keep(event, () => target.dispatchEvent(new KeyboardEvent('keydown', { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true })));
      });
      listen('submit', (event) => {
        if (loadedYet) return;
        event.preventDefault();
        open();
        const form = event.target as HTMLFormElement;
        const { submitter } = event as SubmitEvent;
        held.push({ form, submitter });
      });
      listen('change', (event) => {
        const field = event.target;
        open();
        if (field instanceof HTMLSelectElement || (field instanceof HTMLInputElement && field.type === 'file')) {
          keep(event, () => field.dispatchEvent(new Event('change', { bubbles: true })));
        }
      });
      for (const button of part.querySelectorAll<HTMLButtonElement>(`button[${UNTIL_HYDRATED}]`)) button.disabled = false;
      const shown = part.firstElementChild;
      if (near && shown && typeof IntersectionObserver !== 'undefined') {
        const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), { rootMargin: '200px' });
        observer.observe(shown);
        stop.signal.addEventListener('abort', () => observer.disconnect());
      }
      if (part.contains(document.activeElement)) open();
      unwatch = () => stop.abort();
      return unwatch;
    },

    /**
     * The part is hydrated: stop watching, and make again what was kept (on elements still in the page),
     * except the event being dispatched if the part hydrated during it: React answers that one itself.
     */
    hydrated() {
      unwatch();
      const [kept, submits] = [replay, held];
      [replay, held] = [[], []];
      for (const { event, action } of kept) if (event !== dispatching) action();
      for (const { form, submitter } of submits) if (form.isConnected) form.requestSubmit(submitter);
    },
  };
}

export type HydrationGate = ReturnType<typeof hydrationGate>;
