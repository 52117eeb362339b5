'use client';

import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { A11y, Autoplay, EffectFade, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/pagination';
import styles from './Carousel.module.css';

export type CarouselSlide = { key: string; node: ReactNode };
/** Slides per view from a minimum viewport width up, e.g. { 0: 1, 480: 2, 767: 3 }. */
export type SlidesPerView = Partial<Record<0 | 480 | 767 | 991 | 1200 | 1500, number>>;

type Props = {
  label: string;
  slides: CarouselSlide[];
  perView?: SlidesPerView;
  autoplay?: boolean;
  speed?: number;
  effect?: 'slide' | 'fade';
  dots?: boolean;
  gap?: number;
  className?: string;
};

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * The one carousel of the site (Swiper). Slides are rendered on the server and passed in;
 * autoplay stops for visitors who prefer reduced motion and can be paused by anyone.
 */
export function Carousel({ label, slides, perView = { 0: 1 }, autoplay = false, speed = 600, effect = 'slide', dots = false, gap = 24, className }: Props) {
  const reducedMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [paused, setPaused] = useState(false);
  const playing = autoplay && !reducedMotion && !paused;

  useEffect(() => {
    if (!swiper || swiper.destroyed || !swiper.autoplay) return;
    if (playing) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, playing]);

  const breakpoints = Object.fromEntries(
    Object.entries(perView).map(([width, count]) => [Number(width), { slidesPerView: count }]),
  );
  // Until Swiper starts, CSS lays the slides out at the same widths (no layout shift).
  const style = Object.fromEntries(
    Object.entries(perView).map(([width, count]) => [`--spv-${width}`, String(count)]),
  ) as CSSProperties;

  if (slides.length === 0) return null;
  return (
    <div className={`${styles.carousel} ${className ?? ''}`} style={style} role="region" aria-roledescription="carousel" aria-label={label}>
      <Swiper
        modules={[A11y, Autoplay, EffectFade, Keyboard, Pagination]}
        onSwiper={setSwiper}
        effect={effect}
        fadeEffect={effect === 'fade' ? { crossFade: true } : undefined}
        speed={reducedMotion ? 0 : speed}
        spaceBetween={gap}
        slidesPerView={perView[0] ?? 1}
        breakpoints={breakpoints}
        loop={slides.length > 1 && effect === 'fade'}
        rewind={effect !== 'fade'}
        autoplay={autoplay ? { delay: 5000, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        keyboard={{ enabled: true, onlyInViewport: true }}
        pagination={dots ? { clickable: true } : false}
        a11y={{ enabled: true, prevSlideMessage: 'Previous slide', nextSlideMessage: 'Next slide' }}
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.key}>{slide.node}</SwiperSlide>
        ))}
      </Swiper>
      {autoplay && !reducedMotion && slides.length > 1 && (
        <button type="button" className={styles.pause} data-carousel-pause onClick={() => setPaused((value) => !value)} aria-pressed={paused}>
          {paused ? `Play ${label}` : `Pause ${label}`}
        </button>
      )}
    </div>
  );
}
