// How long a carousel's slide stays before autoplay moves on, in a module of its own: the carousel's code
// loads on demand (CarouselOnDemand) and only this number has to come with the page.

/** How long a slide stays before autoplay moves on. */
export const AUTOPLAY_DELAY_MS = 5000;
