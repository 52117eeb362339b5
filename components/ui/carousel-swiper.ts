// The heavy half of the carousel (Swiper), loaded by Carousel.client.tsx only when a carousel is
// about to be seen or is first used: Swiper takes over the slides already on the page.
import Swiper from 'swiper';
import { A11y, EffectFade } from 'swiper/modules';
import { swiperBreakpoints, type SlidesPerView } from './carousel-layout';

export type CarouselSwiper = Swiper;

export type SwiperOptions = {
  perView: SlidesPerView;
  effect: 'slide' | 'fade';
  /** Milliseconds per move (0 moves at once). */
  speed: number;
  gap: number;
  /** Called with the slide that now leads (its position in the list). */
  onChange: (index: number) => void;
};

/** Starts Swiper on a `.swiper` element whose wrapper and slides are already rendered. */
export function startSwiper(element: HTMLElement, { perView, effect, speed, gap, onChange }: SwiperOptions): Swiper {
  return new Swiper(element, {
    modules: [A11y, EffectFade],
    effect,
    fadeEffect: effect === 'fade' ? { crossFade: true } : undefined,
    speed,
    spaceBetween: gap,
    slidesPerView: perView[0] ?? 1,
    breakpoints: swiperBreakpoints(perView),
    // After the last slide, back to the first (slides are never cloned: React owns them).
    rewind: true,
    a11y: { enabled: true },
    on: { slideChange: (swiper) => onChange(swiper.activeIndex) },
  });
}
