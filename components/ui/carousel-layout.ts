// How many slides a carousel shows at each width, decided on the server so the slides, dots and buttons
// are laid out right in the first paint, before Swiper starts.
import type { CSSProperties } from 'react';

/** The viewport widths (px, from this width up) at which a carousel may change its slides per view. */
export const CAROUSEL_BREAKPOINTS = [0, 480, 767, 991, 1200, 1500] as const;
type Breakpoint = (typeof CAROUSEL_BREAKPOINTS)[number];

/** Slides per view from a minimum viewport width up, e.g. { 0: 1, 480: 2, 767: 3 }. */
export type SlidesPerView = Partial<Record<Breakpoint, number>>;

/** The count at every breakpoint: a width not given takes the count of the nearest one below it (1 at the start). */
export function resolvePerView(perView: SlidesPerView): Record<Breakpoint, number> {
  let current = 1;
  const resolved = {} as Record<Breakpoint, number>;
  for (const width of CAROUSEL_BREAKPOINTS) {
    current = perView[width] ?? current;
    resolved[width] = current;
  }
  return resolved;
}

/** At most as many slides per view as there are slides: three pictures never leave a fourth slot empty. */
export function fitPerView(perView: SlidesPerView, slideCount: number): SlidesPerView {
  const most = Math.max(1, slideCount);
  return Object.fromEntries(
    Object.entries(perView).map(([width, count]) => [width, Math.min(count, most)]),
  ) as SlidesPerView;
}

/**
 * Custom properties for Carousel.module.css, per breakpoint: `--spv-N` lays the slides out at Swiper's
 * widths before it starts, and `--steps-N` shows previous/next only where there are more slides than fit.
 */
export function carouselLayoutStyle(perView: SlidesPerView, slideCount: number): CSSProperties {
  const entries = Object.entries(resolvePerView(perView)).flatMap(([width, count]) => [
    [`--spv-${width}`, String(count)],
    [`--steps-${width}`, slideCount > count ? 'inline-grid' : 'none'],
  ]);
  return Object.fromEntries(entries) as CSSProperties;
}

/**
 * `--dot-N` per breakpoint for the dot of slide `index`: a carousel that rewinds can lead with slides 1 to
 * count − perView + 1 only, so the dots past those hide, and where every slide fits no dot shows.
 */
export function dotLayoutStyle(perView: SlidesPerView, slideCount: number, index: number): CSSProperties {
  const entries = Object.entries(resolvePerView(perView)).map(([width, count]) => {
    const positions = slideCount - count + 1;
    return [`--dot-${width}`, positions > 1 && index < positions ? 'inline-grid' : 'none'];
  });
  return Object.fromEntries(entries) as CSSProperties;
}

/** Swiper's `breakpoints` option for the same table. */
export function swiperBreakpoints(perView: SlidesPerView): Record<number, { slidesPerView: number }> {
  return Object.fromEntries(Object.entries(perView).map(([width, count]) => [Number(width), { slidesPerView: count }]));
}
