'use client';

import { useEffect, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { A11y, Autoplay, EffectFade, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import { carouselLayoutStyle, swiperBreakpoints, type SlidesPerView } from './carousel-layout';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/pagination';
import styles from './Carousel.module.css';

export type { SlidesPerView } from './carousel-layout';
export type CarouselSlide = { key: string; node: ReactNode };

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

/** Arrow keys typed into a field belong to the field, not to the carousel around it. */
function isTextEntry(target: EventTarget): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/**
 * The one carousel of the site (Swiper). Slides are rendered on the server and passed in.
 * Previous/next buttons appear where there are more slides than fit, and Left/Right move the
 * carousel that holds the keyboard focus (only that one: Swiper's own keyboard module listens
 * on the whole document and moved every carousel in view). Autoplay stops for visitors who
 * prefer reduced motion, while the pointer or the focus is inside, and when paused.
 */
export function Carousel({ label, slides, perView = { 0: 1 }, autoplay = false, speed = 600, effect = 'slide', dots = false, gap = 24, className }: Props) {
  const reducedMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [paused, setPaused] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const playing = autoplay && !reducedMotion && !paused && !focusInside;

  useEffect(() => {
    if (!swiper || swiper.destroyed || !swiper.autoplay) return;
    if (playing) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, playing]);

  if (slides.length === 0) return null;
  const movable = () => (swiper && !swiper.destroyed && !swiper.isLocked ? swiper : null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    const target = movable();
    if (step === 0 || !target || isTextEntry(event.target)) return;
    event.preventDefault();
    if (step < 0) target.slidePrev();
    else target.slideNext();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
  };

  return (
    <div
      className={`${styles.carousel} ${className ?? ''}`}
      style={carouselLayoutStyle(perView, slides.length)}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onFocus={() => setFocusInside(true)}
      onBlur={onBlur}
    >
      <Swiper
        modules={[A11y, Autoplay, EffectFade, Pagination]}
        onSwiper={setSwiper}
        effect={effect}
        fadeEffect={effect === 'fade' ? { crossFade: true } : undefined}
        speed={reducedMotion ? 0 : speed}
        spaceBetween={gap}
        slidesPerView={perView[0] ?? 1}
        breakpoints={swiperBreakpoints(perView)}
        loop={slides.length > 1 && effect === 'fade'}
        rewind={effect !== 'fade'}
        autoplay={autoplay ? { delay: 5000, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        pagination={dots ? { clickable: true } : false}
        a11y={{ enabled: true }}
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.key}>{slide.node}</SwiperSlide>
        ))}
      </Swiper>
      {slides.length > 1 && (
        <div className={styles.controls} data-carousel-controls>
          {/* Shown by CSS only at widths where the slides do not all fit (see carouselLayoutStyle). */}
          <button type="button" className={styles.step} aria-label={`Previous slide in ${label}`} onClick={() => movable()?.slidePrev()}>
            <span className={styles.chevron} data-direction="previous" aria-hidden="true" />
          </button>
          <button type="button" className={styles.step} aria-label={`Next slide in ${label}`} onClick={() => movable()?.slideNext()}>
            <span className={styles.chevron} data-direction="next" aria-hidden="true" />
          </button>
          {autoplay && (
            // One fixed name; the pressed state says whether autoplay is paused.
            <button type="button" className={styles.pause} data-carousel-pause aria-label={`Pause ${label}`} aria-pressed={paused} onClick={() => setPaused((value) => !value)}>
              <span className={styles.pauseIcon} aria-hidden="true" />
              Pause
            </button>
          )}
        </div>
      )}
    </div>
  );
}
