// The life of one carousel's Swiper: loaded once it is wanted, started on the slides already on the page,
// tuned to the visitor's motion setting, and stopped with the carousel.
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import type { CarouselSwiper, SwiperOptions } from './carousel-swiper';
import type { Move } from './CarouselControls';

type Options = SwiperOptions & {
  /** Whether screen readers hear the moves (not while autoplay makes them). */
  announce: boolean;
};

/** Follows a change of motion setting; screen readers hear slide changes the visitor makes, not autoplay's. */
function tune(swiper: CarouselSwiper, speed: number, announce: boolean) {
  swiper.params.speed = speed;
  swiper.wrapperEl.setAttribute('aria-live', announce ? 'polite' : 'off');
}

/**
 * Swiper on `frameRef`'s element, started once `wanted` turns true (Swiper's code loads then) and kept
 * until the carousel goes. `act` makes a move now, or once Swiper is there: a press before that asks for
 * it (`onAsked`) and is made when it has started.
 */
export function useCarouselSwiper(frameRef: RefObject<HTMLDivElement | null>, wanted: boolean, options: Options, onAsked: () => void) {
  const [swiper, setSwiper] = useState<CarouselSwiper | null>(null);
  const pending = useRef<Move | null>(null);
  const { announce, ...swiperOptions } = options;
  const { speed } = swiperOptions;

  const start = useEffectEvent(async () => {
    const { startSwiper } = await import('./carousel-swiper');
    const element = frameRef.current;
    if (!element) return null;
    return startSwiper(element, swiperOptions);
  });

  useEffect(() => {
    if (!wanted) return;
    let stopped = false;
    let instance: CarouselSwiper | null = null;
    void start().then((started) => {
      instance = started;
      if (stopped) instance?.destroy(true, true);
      else setSwiper(instance);
    });
    return () => {
      stopped = true;
      instance?.destroy(true, true);
      setSwiper(null);
    };
  }, [wanted]);

  // A press made while Swiper was loading.
  useEffect(() => {
    const move = pending.current;
    if (!swiper || !move) return;
    pending.current = null;
    if (!swiper.isLocked) move(swiper);
  }, [swiper]);

  useEffect(() => {
    if (swiper) tune(swiper, speed, announce);
  }, [swiper, speed, announce]);

  /** Moves now, or once Swiper has loaded (a press before that loads it). */
  const act = (move: Move) => {
    if (swiper && !swiper.destroyed) {
      if (!swiper.isLocked) move(swiper);
      return;
    }
    pending.current = move;
    onAsked();
  };
  return { ready: swiper !== null, act };
}
