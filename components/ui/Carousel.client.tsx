'use client';

// Every carousel of the site (hero, services, partners, team, testimonials): accessible, calm for visitors
// who prefer less motion, and shown as server HTML until it has to move.
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { carouselLayoutStyle, fitPerView, type SlidesPerView } from './carousel-layout';
import { CarouselControls, type Move } from './CarouselControls';
import { autoplayState, useAutoplay } from './use-autoplay';
import { useWokenBy } from './HydrateOnDemand';
import { useNearViewport } from './use-near-viewport';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';
import { useSwipeUntilReady } from './use-swipe-until-ready';
import { useMoveAnnouncement } from './use-move-announcement';
import { useCarouselSwiper } from './use-carousel-swiper';
import 'swiper/css';
import 'swiper/css/effect-fade';
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
  /**
   * When Swiper (the code that moves slides) loads: when the carousel comes near the screen
   * (default), or only once it is used or must move on its own (the hero, which is on screen at
   * once and whose first slide needs no script).
   */
  loadSwiper?: 'near' | 'use';
};

/** Arrow keys typed into a field belong to the field, not to the carousel around it. */
function isTextEntry(target: EventTarget): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/**
 * The one carousel of the site. Slides are rendered on the server and shown as plain HTML laid out
 * as Swiper will lay them out; Swiper itself (carousel-swiper.ts) loads when the carousel comes near
 * the screen or is first used, and takes over the same elements. Previous/next buttons appear where
 * there are more slides than fit, dots are buttons of their own, and Left/Right move the carousel
 * that holds the keyboard focus. Autoplay (use-autoplay.ts) never runs for visitors who prefer
 * reduced motion, and rests while the pointer or the focus is inside, off screen, and when paused.
 */
export function Carousel({ label, slides, perView: wantedPerView = { 0: 1 }, autoplay = false, speed = 600, effect = 'slide', dots = false, gap = 24, className, loadSwiper = 'near' }: Props) {
  const rootRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const near = useNearViewport(rootRef);
  const [used, setUsed] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [focused, setFocused] = useState(false);
  const [hovered, setHovered] = useState(false);
  // A key pressed on a faded-in slide's link: the focus follows to the slide shown next (its old slide turns inert).
  const focusFollows = useRef(false);
  const count = slides.length;
  const perView = fitPerView(wantedPerView, count);
  // Once asked for, Swiper stays (scrolling away does not undo it).
  if (!wanted && count > 1 && (used || (loadSwiper === 'near' && near === true))) setWanted(true);
  const state = autoplayState({ enabled: autoplay && count > 1, reducedMotion, paused, hovered, focused, visible: near === true });

  const { ready, act } = useCarouselSwiper(
    frameRef,
    wanted,
    { perView, effect, speed: reducedMotion ? 0 : speed, gap, onChange: setIndex, announce: state !== 'playing' },
    () => setUsed(true),
  );

  useEffect(() => {
    if (!focusFollows.current) return;
    focusFollows.current = false;
    frameRef.current?.querySelectorAll<HTMLElement>('[data-carousel-slide]')[index]?.focus();
  }, [index]);

  useAutoplay(state, index, () => act((target) => target.slideNext()), useWokenBy() === 'autoplay');
  const announcement = useMoveAnnouncement(index, count);
  /** A move the visitor made (a key, a button, a swipe): said to screen readers. */
  const visitorMove = (move: Move) => {
    announcement.byVisitor();
    act(move);
  };
  useSwipeUntilReady(frameRef, ready, (step) => visitorMove((target) => (step < 0 ? target.slidePrev() : target.slideNext())));

  if (count === 0) return null;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    if (step === 0 || count < 2 || isTextEntry(event.target)) return;
    event.preventDefault();
    if (effect === 'fade' && event.target instanceof HTMLElement && event.target.closest('[data-carousel-slide]')) focusFollows.current = true;
    visitorMove((target) => (step < 0 ? target.slidePrev() : target.slideNext()));
  };
  const onFocus = () => {
    setFocused(true);
    setUsed(true);
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
      data-autoplay={state}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerEnter={() => {
        setHovered(true);
        setUsed(true);
      }}
      onPointerLeave={() => setHovered(false)}
    >
      <div ref={frameRef} className="swiper">
        <div className="swiper-wrapper">
          {slides.map((slide, position) => (
            // Marked up as Swiper marks its slides, so the page reads the same before and after it loads. Faded
            // slides lie under the shown one: inert, so neither the Tab key nor a screen reader finds them.
            <div
              key={slide.key}
              className={position === 0 ? 'swiper-slide swiper-slide-active' : 'swiper-slide'}
              role="group"
              aria-label={`${position + 1} / ${count}`}
              inert={effect === 'fade' && position !== index}
              tabIndex={effect === 'fade' ? -1 : undefined}
              data-carousel-slide
            >
              {slide.node}
            </div>
          ))}
        </div>
      </div>
      {/* A faded-in slide is announced by the live slides themselves; a sliding carousel says where it is. */}
      {effect === 'slide' && count > 1 && (
        <p className="visually-hidden" role="status">
          {announcement.text}
        </p>
      )}
      {count > 1 && (
        <CarouselControls
          label={label}
          slideKeys={slides.map((slide) => slide.key)}
          perView={perView}
          index={index}
          dots={dots}
          autoplay={autoplay}
          paused={paused}
          onMove={visitorMove}
          onPause={() => setPaused((value) => !value)}
        />
      )}
    </div>
  );
}
