'use client';

// Every carousel of the site (hero, services, companies, featured work, partners, team, testimonials): Swiper
// with the two modules it uses, laid out on the server so nothing moves when it starts.
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, EffectFade } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-fade';
import {
  carouselLayoutStyle,
  dotLayoutStyle,
  fitPerView,
  swiperBreakpoints,
  type SlidesPerView,
} from './carousel-layout';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';
import styles from './Carousel.module.css';

export type { SlidesPerView } from './carousel-layout';
export type CarouselSlide = { key: string; node: ReactNode };

/** How long a slide stays before autoplay moves on. */
export const AUTOPLAY_DELAY_MS = 5000;

type Props = {
  label: string;
  slides: CarouselSlide[];
  perView?: SlidesPerView;
  autoplay?: boolean;
  /** Milliseconds per move. */
  speed?: number;
  effect?: 'slide' | 'fade';
  dots?: boolean;
  gap?: number;
  className?: string;
};

/** Arrow keys typed into a field belong to the field, not to the carousel around it. */
function isTextEntry(target: EventTarget): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * A carousel region: slides rendered on the server, moved by Swiper. Left/Right move the carousel that holds
 * the focus; dots and previous/next are buttons of their own, shown per width by CSS. Autoplay never runs
 * under reduced motion and rests while the pointer or the focus is inside, or when paused. Our own timer,
 * not Swiper's Autoplay module: that one runs a frame loop per carousel and resumes on pointer leave even
 * while the focus is inside.
 */
export function Carousel({
  label,
  slides,
  perView: wantedPerView = { 0: 1 },
  autoplay = false,
  speed = 600,
  effect = 'slide',
  dots = false,
  gap = 24,
  className,
}: Props) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [focused, setFocused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const reducedMotion = usePrefersReducedMotion();
  const autoplayMoving = useRef(false);
  // A key pressed on a faded-in slide's link: the focus follows to the slide shown next (its old slide turns inert).
  const focusFollows = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const count = slides.length;
  const perView = fitPerView(wantedPerView, count);
  const playing = autoplay && count > 1 && !reducedMotion && !paused && !hovered && !focused;

  useEffect(() => {
    if (!swiper || !playing) return;
    const timer = window.setTimeout(() => {
      autoplayMoving.current = true;
      swiper.slideNext();
      autoplayMoving.current = false;
    }, AUTOPLAY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [swiper, playing, index]);

  // Screen readers hear the slides a visitor brings in, not those autoplay does.
  useEffect(() => {
    swiper?.wrapperEl.setAttribute('aria-live', playing ? 'off' : 'polite');
  }, [swiper, playing]);

  useEffect(() => {
    if (!focusFollows.current) return;
    focusFollows.current = false;
    rootRef.current?.querySelectorAll<HTMLElement>('[data-carousel-slide]')[index]?.focus();
  }, [index]);

  if (count === 0) return null;
  const onSlideChange = (moved: SwiperInstance) => {
    setIndex(moved.activeIndex);
    // A sliding carousel moves by a transform, which no screen reader follows: the visitor's own moves are said.
    if (!autoplayMoving.current) setAnnouncement(`Slide ${moved.activeIndex + 1} of ${count}`);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    if (step === 0 || count < 2 || !swiper || isTextEntry(event.target)) return;
    event.preventDefault();
    if (effect === 'fade' && event.target instanceof HTMLElement && event.target.closest('[data-carousel-slide]'))
      focusFollows.current = true;
    if (step < 0) swiper.slidePrev();
    else swiper.slideNext();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <div
      ref={rootRef}
      className={`${styles.carousel} ${className ?? ''}`}
      style={carouselLayoutStyle(perView, count)}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-autoplay={!autoplay || count < 2 || reducedMotion ? 'off' : playing ? 'playing' : 'paused'}
      onKeyDown={onKeyDown}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
    >
      <Swiper
        modules={[A11y, EffectFade]}
        effect={effect}
        fadeEffect={effect === 'fade' ? { crossFade: true } : undefined}
        speed={reducedMotion ? 0 : speed}
        spaceBetween={gap}
        slidesPerView={perView[0] ?? 1}
        breakpoints={swiperBreakpoints(perView)}
        // After the last slide, back to the first (slides are never cloned: React owns them).
        rewind
        onSwiper={setSwiper}
        onSlideChange={onSlideChange}
      >
        {slides.map((slide, position) => (
          // Faded slides lie under the shown one: inert, so neither the Tab key nor a screen reader finds them.
          <SwiperSlide
            key={slide.key}
            role="group"
            aria-label={`${position + 1} / ${count}`}
            inert={effect === 'fade' && position !== index}
            tabIndex={effect === 'fade' ? -1 : undefined}
            data-carousel-slide
          >
            {slide.node}
          </SwiperSlide>
        ))}
      </Swiper>
      {effect === 'slide' && count > 1 && (
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
      )}
      {count > 1 && dots && (
        <div className={styles.dots} data-carousel-dots>
          {slides.map((slide, position) => (
            <button
              key={slide.key}
              type="button"
              className={styles.dot}
              style={dotLayoutStyle(perView, count, position)}
              aria-label={`Go to slide ${position + 1} in ${label}`}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => swiper?.slideTo(position)}
            />
          ))}
        </div>
      )}
      {count > 1 && (
        <div className={styles.controls} data-carousel-controls>
          {/* Shown by CSS only at widths where the slides do not all fit (carouselLayoutStyle). */}
          <button
            type="button"
            className={styles.step}
            aria-label={`Previous slide in ${label}`}
            onClick={() => swiper?.slidePrev()}
          >
            <span className={styles.chevron} data-direction="previous" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={styles.step}
            aria-label={`Next slide in ${label}`}
            onClick={() => swiper?.slideNext()}
          >
            <span className={styles.chevron} data-direction="next" aria-hidden="true" />
          </button>
          {autoplay && (
            // One fixed name; the pressed state says whether autoplay is paused.
            <button
              type="button"
              className={styles.pause}
              data-carousel-pause
              aria-label={`Pause ${label}`}
              aria-pressed={paused}
              onClick={() => setPaused((value) => !value)}
            >
              <span className={styles.pauseIcon} aria-hidden="true" />
              Pause
            </button>
          )}
        </div>
      )}
    </div>
  );
}
