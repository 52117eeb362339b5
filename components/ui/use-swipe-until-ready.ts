// A phone visitor's first swipe on a carousel came before Swiper (which moves slides by touch) was loaded:
// loading it was all the swipe did, and the slide moved only on the next one. Swipes Swiper did not see
// begin are counted here and made with the carousel's own moves (once Swiper is there).
import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';

/** How far a finger must travel across (and more across than down) to count as a swipe, in CSS pixels. */
const SWIPE_PX = 40;

type Point = { x: number; y: number };

function touchPoint(event: TouchEvent): Point | null {
  const touch = event.touches[0] ?? event.changedTouches[0];
  return touch ? { x: touch.clientX, y: touch.clientY } : null;
}

/**
 * Watches `frame` for one-finger swipes that start while `ready` is false (a swipe that starts once it is
 * true is Swiper's) and calls `onSwipe` with the step: +1 for a swipe to the left (next), -1 to the right.
 * A swipe already under way when this starts watching counts from where the finger was first seen.
 */
export function useSwipeUntilReady(frame: RefObject<HTMLElement | null>, ready: boolean, onSwipe: (step: 1 | -1) => void): void {
  const readyRef = useRef(ready);
  useEffect(() => {
    readyRef.current = ready;
  });
  const swiped = useEffectEvent(onSwipe);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let start: Point | null = null;
    let ours = false;
    const onTouch = (event: TouchEvent) => {
      if (start || event.touches.length > 1) return;
      start = touchPoint(event);
      ours = !readyRef.current;
    };
    const onEnd = (event: TouchEvent) => {
      const end = touchPoint(event);
      const from = start;
      start = null;
      if (!ours || !from || !end || event.touches.length > 0) return;
      const across = end.x - from.x;
      if (Math.abs(across) >= SWIPE_PX && Math.abs(across) > Math.abs(end.y - from.y)) swiped(across < 0 ? 1 : -1);
    };
    const cancel = () => (start = null);
    const stop = new AbortController();
    const options = { passive: true, signal: stop.signal };
    element.addEventListener('touchstart', onTouch, options);
    element.addEventListener('touchmove', onTouch, options);
    element.addEventListener('touchend', onEnd, options);
    element.addEventListener('touchcancel', cancel, options);
    return () => stop.abort();
  }, [frame]);
}
