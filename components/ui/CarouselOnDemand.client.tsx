'use client';

// A carousel that costs no JavaScript until it is used or its first autoplay step is due: the testimonials
// and the team, whose pages have no other code of their own.
import { onDemand } from './HydrateOnDemand';
// Its styles come with the page that shows it (the server HTML needs them); its code loads on first use.
import 'swiper/css';
import 'swiper/css/effect-fade';
import './Carousel.module.css';
import { AUTOPLAY_DELAY_MS } from './autoplay-delay';

/** Carousel, hydrated on first use or, when it autoplays, once its first step is due (it then takes it at once). */
export const CarouselOnDemand = onDemand(
  () => import('./Carousel.client').then((module) => module.Carousel),
  (props) => (props.autoplay ? { autoplayAfter: AUTOPLAY_DELAY_MS } : {}),
);
