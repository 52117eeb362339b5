// The carousel's dots, arrows and pause button, drawn on the server so they are there before any script.
import { dotLayoutStyle } from './carousel-dots';
import type { SlidesPerView } from './carousel-layout';
import type { CarouselSwiper } from './carousel-swiper';
import styles from './Carousel.module.css';

/** A move of the carousel, run on Swiper (Carousel.client.tsx runs it once Swiper has loaded). */
export type Move = (swiper: CarouselSwiper) => void;

type Props = {
  label: string;
  slideKeys: string[];
  perView: SlidesPerView;
  /** The slide that leads now. */
  index: number;
  dots: boolean;
  autoplay: boolean;
  paused: boolean;
  onMove: (move: Move) => void;
  onPause: () => void;
};

/**
 * The carousel's buttons, all in the server HTML: one dot per position (shown per width by
 * carousel-dots.ts), previous/next (shown only where the slides do not all fit) and pause.
 */
export function CarouselControls({ label, slideKeys, perView, index, dots, autoplay, paused, onMove, onPause }: Props) {
  const count = slideKeys.length;
  return (
    <>
      {dots && (
        <div className={styles.dots} data-carousel-dots>
          {slideKeys.map((key, position) => (
            <button
              key={key}
              type="button"
              className={styles.dot}
              style={dotLayoutStyle(perView, count, position)}
              aria-label={`Go to slide ${position + 1} in ${label}`}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => onMove((swiper) => swiper.slideTo(position))}
            />
          ))}
        </div>
      )}
      <div className={styles.controls} data-carousel-controls>
        {/* Shown by CSS only at widths where the slides do not all fit (see carouselLayoutStyle). */}
        <button type="button" className={styles.step} aria-label={`Previous slide in ${label}`} onClick={() => onMove((swiper) => swiper.slidePrev())}>
          <span className={styles.chevron} data-direction="previous" aria-hidden="true" />
        </button>
        <button type="button" className={styles.step} aria-label={`Next slide in ${label}`} onClick={() => onMove((swiper) => swiper.slideNext())}>
          <span className={styles.chevron} data-direction="next" aria-hidden="true" />
        </button>
        {autoplay && (
          // One fixed name; the pressed state says whether autoplay is paused.
          <button type="button" className={styles.pause} data-carousel-pause aria-label={`Pause ${label}`} aria-pressed={paused} onClick={onPause}>
            <span className={styles.pauseIcon} aria-hidden="true" />
            Pause
          </button>
        )}
      </div>
    </>
  );
}
