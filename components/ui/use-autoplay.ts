// When carousels may move on their own, so slides never move under a visitor who is reading or asked for less.
import { useEffect, useEffectEvent, useRef } from 'react';
import { AUTOPLAY_DELAY_MS } from './autoplay-delay';

export type AutoplayState = 'off' | 'paused' | 'playing';

type Conditions = {
  /** The carousel asks for autoplay. */
  enabled: boolean;
  reducedMotion: boolean;
  /** The visitor pressed the pause button. */
  paused: boolean;
  /** The pointer is over the carousel. */
  hovered: boolean;
  /** The keyboard focus is inside the carousel. */
  focused: boolean;
  /** The carousel is on screen (nothing moves unseen). */
  visible: boolean;
};

/**
 * Whether slides move on their own: never for visitors who prefer reduced motion, and not while
 * paused, hovered, focused or off screen.
 */
export function autoplayState({ enabled, reducedMotion, paused, hovered, focused, visible }: Conditions): AutoplayState {
  if (!enabled || reducedMotion) return 'off';
  return paused || hovered || focused || !visible ? 'paused' : 'playing';
}

/**
 * While playing, calls `advance` once a slide has been shown for the delay; a new slide (`slideKey`) starts
 * the wait again. `dueNow`: the first step is due already (the carousel's code loaded for it, see CarouselOnDemand).
 */
export function useAutoplay(state: AutoplayState, slideKey: number, advance: () => void, dueNow = false): void {
  const tick = useEffectEvent(advance);
  const firstDue = useRef(dueNow);
  useEffect(() => {
    if (state !== 'playing') return;
    const timer = window.setTimeout(tick, firstDue.current ? 0 : AUTOPLAY_DELAY_MS);
    firstDue.current = false;
    return () => window.clearTimeout(timer);
  }, [state, slideKey]);
}
