// How many slides the home page's carousels show at each screen width, matching the product.
import type { SlidesPerView } from '@/components/ui/Carousel.client';

/** Services and companies: 2 slides with dots (1 on phones, where two cards would not be legible). */
export const TWO_UP: SlidesPerView = { 0: 1, 767: 2 };

/**
 * Featured work and partners. The product (a slick carousel) shows 4, 3, 3, 2 and 1 slides at
 * its max-width breakpoints 1500, 1200, 991, 767 and 480: up to 480 px 1 slide, 481-767 px 2,
 * 768-991 px 3, 992-1200 px 3, 1201 px and up 4. The shared carousel (Swiper) counts breakpoints
 * as min-widths, so the same table reads: 1 from 0, 2 from 480, 3 from 767, 3 from 991, 4 from
 * 1200 (and 4 above 1500 too). Only a window exactly 480, 767, 991 or 1200 px wide gets the
 * wider count one pixel early: the shared carousel takes breakpoints at these widths only.
 */
export const FOUR_UP: SlidesPerView = { 0: 1, 480: 2, 767: 3, 991: 3, 1200: 4 };

/** Speed of the featured work and partners carousels in the product (ms). */
export const SHOWCASE_SPEED = 1000;
