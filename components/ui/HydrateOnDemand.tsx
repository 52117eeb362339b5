// Keeps a part of a page as its server HTML, without downloading its code, until a visitor is about to
// use it, so a header search or a footer form costs no JavaScript on a page where nobody touches it.
import { Activity, createContext, createElement, use, useContext, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { hydrationGate, PART, type Demand, type HydrationGate, type Wake } from './hydration-gate';
import { readableByUse } from './readable-by-use';

export type { Demand } from './hydration-gate';

/** The gate of the part being rendered (one object for its whole life: a changing value would force hydration). */
const GateContext = createContext<HydrationGate | null>(null);

/** Why this part's code was loaded (see Wake); `use` for a part rendered with its code at once. */
export function useWokenBy(): Wake {
  return useContext(GateContext)?.wokenBy() ?? 'use';
}

const noSubscription = () => () => undefined;

/** True on the server and while React hydrates server HTML, false in a render in the browser. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/** Holds the hydration of the boundary around it (React keeps its server HTML meanwhile) until the code is there. */
function WaitForDemand({ gate, children }: { gate: HydrationGate; children: ReactNode }) {
  const hydrating = useHydrating();
  useLayoutEffect(() => gate.hydrated(), [gate]);
  // Last, after every hook, and on every render while hydrating: when the code arrives just as React waits
  // here, React replays this render from its hooks so far, and a hook after a skipped `use` would make it
  // throw (it then drops the server HTML, and the focus in it, for a fresh render). `gate.loaded` is read
  // at once when settled (readable-by-use.ts), so a part whose code is there hydrates synchronously.
  if (hydrating && typeof window !== 'undefined') {
    gate.hydrationAttempt();
    use(gate.loaded);
  }
  return children;
}

type Props = { load: () => Promise<unknown>; demand: Demand; children: ReactNode };

/**
 * Server-renders `children` as usual; in the browser, leaves that HTML as it is (no code loaded, not
 * interactive) until a visitor uses it (or what `demand` adds happens); then loads `load`
 * and hydrates the same elements, so nothing typed or focused meanwhile is lost. Mounted by a render
 * in the browser (a client-side navigation), it loads at once.
 *
 * The boundary is an `<Activity>`: React hydrates it on its own, leaves it as server HTML while it
 * waits, and (unlike Suspense) writes it in place in the HTML, never streamed after the page where it
 * would need a script to be shown. hydration-gate.ts notices the use and keeps what React would drop.
 */
export function HydrateOnDemand({ load, demand, children }: Props) {
  const hydrating = useHydrating();
  const [fromServerHtml] = useState(hydrating);
  const [gate] = useState(() => hydrationGate(load));
  // Read once, as the page is hydrated.
  const [firstDemand] = useState(demand);
  const wrapper = useRef<HTMLDivElement>(null);

  // Watching starts as the page is hydrated, before it is painted. Leaving the page loads the code of a part
  // never used: Back then draws the page again at once, while the browser puts the visitor back where they
  // were (a part waiting for its code made React draw it a moment later, and the browser, finding the page
  // before it as long as it was, left the visitor near the top).
  useLayoutEffect(() => {
    const part = wrapper.current;
    if (!fromServerHtml || !part) return;
    const unwatch = gate.watch(part, firstDemand);
    return () => {
      unwatch();
      // Gone from the page once React is done (a development build's second run of this effect leaves it in).
      setTimeout(() => part.isConnected || gate.open());
    };
  }, [fromServerHtml, gate, firstDemand]);

  // The same element on every render here: a boundary still waiting for its code must see no update,
  // or React would drop its server HTML and render it afresh.
  const waiting = useMemo(
    () => (
      <GateContext value={gate}>
        <Activity mode="visible">
          <WaitForDemand gate={gate}>{children}</WaitForDemand>
        </Activity>
      </GateContext>
    ),
    [gate, children],
  );
  // `display: contents`: a wrapper to notice events in, which changes no layout.
  return (
    <div ref={wrapper} style={{ display: 'contents' }} {...{ [PART]: '' }}>
      {fromServerHtml ? waiting : children}
    </div>
  );
}

/**
 * A component whose code loads on demand (see HydrateOnDemand): `load` imports it; `demand` says what
 * loads it besides a use, for every instance or from an instance's props.
 * For a `'use client'` file of its own, so the page's first load carries only this small shell.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>, demand: Demand | ((props: P) => Demand) = {}): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () => (loading ??= readableByUse(load()));
  function Part(props: P) {
    // Once loaded, `use` gives it at once (a click may hydrate the part synchronously, see WaitForDemand).
    return createElement(use(loadOnce()), props);
  }
  return function OnDemand(props: P) {
    return (
      <HydrateOnDemand load={loadOnce} demand={typeof demand === 'function' ? demand(props) : demand}>
        <Part {...props} />
      </HydrateOnDemand>
    );
  };
}
