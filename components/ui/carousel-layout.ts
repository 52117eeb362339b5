// Decides on the server how many slides a carousel shows at each width, so it is laid out right
// before its script runs and nothing moves on load.
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

/**
 * At most as many slides per view as there are slides: three pictures in a row of four slots left the fourth
 * empty. Where they all fit, nothing moves and no control shows.
 */
export function fitPerView(perView: SlidesPerView, slideCount: number): SlidesPerView {
  const most = Math.max(1, slideCount);
  return Object.fromEntries(Object.entries(perView).map(([width, count]) => [width, Math.min(count, most)])) as SlidesPerView;
}

/**
 * Custom properties for Carousel.module.css, per breakpoint: `--spv-N` lays the slides out at
 * Swiper's widths before Swiper starts (no layout shift), and `--steps-N` shows the previous/next
 * buttons only where there are more slides than fit. Both are decided here, on the server
 * render, so the controls row is already right in the first paint.
 */
export function carouselLayoutStyle(perView: SlidesPerView, slideCount: number): CSSProperties {
  const entries = Object.entries(resolvePerView(perView)).flatMap(([width, count]) => [
    [`--spv-${width}`, String(count)],
    [`--steps-${width}`, slideCount > count ? 'inline-grid' : 'none'],
  ]);
  return Object.fromEntries(entries) as CSSProperties;
}

/** Swiper's `breakpoints` option for the same table. */
export function swiperBreakpoints(perView: SlidesPerView): Record<number, { slidesPerView: number }> {
  return Object.fromEntries(Object.entries(perView).map(([width, count]) => [Number(width), { slidesPerView: count }]));
}
