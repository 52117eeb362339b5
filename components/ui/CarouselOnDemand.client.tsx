'use client';

// A carousel that costs no JavaScript until it is used or its first autoplay step is due: the testimonials
// and the team, whose pages have no other code of their own.
import { onDemand } from './HydrateOnDemand';
// Its server parent imports the styles its server HTML needs: imported here, in a client module, they would add
// their class map to the page's JavaScript (+0.3 KiB measured). e2e/shell/styles.spec.ts fails a page that forgets them.
import { AUTOPLAY_DELAY_MS } from './autoplay-delay';

/** Carousel, hydrated on first use or, when it autoplays, once its first step is due (it then takes it at once). */
export const CarouselOnDemand = onDemand(
  () => import('./Carousel.client').then((module) => module.Carousel),
  (props) => (props.autoplay ? { autoplayAfter: AUTOPLAY_DELAY_MS } : {}),
);
