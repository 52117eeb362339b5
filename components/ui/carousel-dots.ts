// Decides which carousel dots show at each width, so visitors are never offered a dot that goes nowhere.
import type { CSSProperties } from 'react';
import { resolvePerView, type SlidesPerView } from './carousel-layout';

/**
 * `--dot-N` per breakpoint for the dot of slide `index` (Carousel.module.css reads them): a
 * carousel that rewinds can lead with slides 1 to count − perView + 1 only, so the dots past those
 * hide, and where every slide fits no dot shows. Decided on the server render, like the buttons.
 */
export function dotLayoutStyle(perView: SlidesPerView, slideCount: number, index: number): CSSProperties {
  const entries = Object.entries(resolvePerView(perView)).map(([width, count]) => {
    const positions = slideCount - count + 1;
    return [`--dot-${width}`, positions > 1 && index < positions ? 'inline-grid' : 'none'];
  });
  return Object.fromEntries(entries) as CSSProperties;
}
