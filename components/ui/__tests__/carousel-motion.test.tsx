// Guards when carousels move on their own: never under reduced motion, nor while hovered, focused, paused or
// off screen, and that a dot pressed or a swipe made before Swiper is there still works.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Carousel } from '../Carousel.client';
import { AUTOPLAY_DELAY_MS } from '../autoplay-delay';
import { autoplayState } from '../use-autoplay';

// Swiper itself is replaced by a recorder: these tests are about when the carousel moves.
const moves: string[] = [];
const startSwiper = jest.fn((_element: HTMLElement, options: { onChange: (index: number) => void }) => {
  let current = 0;
  return {
  destroyed: false,
  isLocked: false,
  params: { speed: 0 },
  wrapperEl: document.createElement('div'),
  slideNext: () => {
    moves.push('next');
    current = (current + 1) % 3;
    options.onChange(current);
  },
  slidePrev: () => moves.push('previous'),
  slideTo: (index: number) => {
    moves.push(`to ${index}`);
    current = index;
    options.onChange(index);
  },
  destroy: jest.fn(),
  };
});
jest.mock('../carousel-swiper', () => ({ startSwiper: (...args: unknown[]) => (startSwiper as (...a: unknown[]) => unknown)(...args) }));

let reducedMotion = false;
let onScreen = true;

beforeAll(() => {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query.includes('prefers-reduced-motion') && reducedMotion,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
  class Observer {
    constructor(private readonly report: (entries: Array<{ isIntersecting: boolean }>) => void) {}
    observe() {
      this.report([{ isIntersecting: onScreen }]);
    }
    disconnect() {}
  }
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: Observer });
});

beforeEach(() => {
  jest.useFakeTimers();
  moves.length = 0;
  startSwiper.mockClear();
  reducedMotion = false;
  onScreen = true;
});
afterEach(() => jest.useRealTimers());

const slides = ['One', 'Two', 'Three'].map((text) => ({ key: text, node: <p>{text}</p> }));

function renderCarousel(props: Partial<Parameters<typeof Carousel>[0]> = {}) {
  render(<Carousel label="Highlights" slides={slides} autoplay dots loadSwiper="use" {...props} />);
  return screen.getByRole('region', { name: 'Highlights' });
}

/** Lets the clock run past one autoplay delay and the lazy import settle. */
async function waitOneSlide() {
  await act(async () => {
    jest.advanceTimersByTime(AUTOPLAY_DELAY_MS + 10);
  });
  await act(async () => {
    await Promise.resolve();
  });
}

describe('carousel motion', () => {
  it('shows the first slide as plain HTML, with no Swiper loaded until something asks for it', () => {
    const region = renderCarousel();
    expect(region.querySelectorAll('.swiper-slide')).toHaveLength(3);
    expect(screen.getByText('One')).toBeInTheDocument();
    expect(startSwiper).not.toHaveBeenCalled();
  });

  it('autoplay moves to the next slide after the delay, loading Swiper for it', async () => {
    const region = renderCarousel();
    expect(region).toHaveAttribute('data-autoplay', 'playing');
    await waitOneSlide();
    expect(startSwiper).toHaveBeenCalledTimes(1);
    expect(moves).toEqual(['next']);
  });

  it('never moves on its own for visitors who prefer reduced motion', async () => {
    reducedMotion = true;
    const region = renderCarousel();
    expect(region).toHaveAttribute('data-autoplay', 'off');
    await waitOneSlide();
    await waitOneSlide();
    expect(moves).toEqual([]);
  });

  it('rests while the pointer is over it and plays again when it leaves', async () => {
    const region = renderCarousel();
    fireEvent.pointerEnter(region);
    expect(region).toHaveAttribute('data-autoplay', 'paused');
    await waitOneSlide();
    expect(moves).toEqual([]);
    fireEvent.pointerLeave(region);
    expect(region).toHaveAttribute('data-autoplay', 'playing');
    await waitOneSlide();
    expect(moves).toEqual(['next']);
  });

  it('rests while the focus is inside, and while paused with its button', async () => {
    const region = renderCarousel();
    const pause = screen.getByRole('button', { name: 'Pause Highlights' });
    act(() => pause.focus());
    expect(region).toHaveAttribute('data-autoplay', 'paused');
    fireEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    act(() => pause.blur());
    expect(region).toHaveAttribute('data-autoplay', 'paused');
    await waitOneSlide();
    expect(moves).toEqual([]);
  });

  it('does not move while off screen', async () => {
    onScreen = false;
    const region = renderCarousel();
    expect(region).toHaveAttribute('data-autoplay', 'paused');
    await waitOneSlide();
    expect(moves).toEqual([]);
  });

  it('a dot pressed before Swiper has loaded still goes to its slide', async () => {
    renderCarousel({ autoplay: false });
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3 in Highlights' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(moves).toEqual(['to 2']);
  });

  it('a fading carousel leaves only the slide shown to the keyboard and screen readers', async () => {
    renderCarousel({ autoplay: false, effect: 'fade' });
    const inert = () => screen.getAllByRole('group', { hidden: true }).map((slide) => slide.hasAttribute('inert'));
    expect(inert()).toEqual([false, true, true]);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2 in Highlights' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(inert()).toEqual([true, false, true]);
  });

  it('a key pressed on a link of the slide shown takes the focus along to the next slide, not to the page', async () => {
    const linked = ['One', 'Two', 'Three'].map((text) => ({ key: text, node: <a href={`#${text}`}>{text}</a> }));
    renderCarousel({ autoplay: false, effect: 'fade', slides: linked });
    const link = screen.getByRole('link', { name: 'One' });
    link.focus();
    fireEvent.keyDown(link, { key: 'ArrowRight' });
    await act(async () => {
      await Promise.resolve();
    });
    expect(moves).toEqual(['next']);
    expect(screen.getByRole('group', { name: '2 / 3' })).toHaveFocus();
  });

  it('tells a screen reader where a sliding carousel is after the visitor moves it, and keeps quiet when it moves on its own', async () => {
    const region = renderCarousel({ loadSwiper: 'near' });
    const status = within(region).getByRole('status');
    await waitOneSlide();
    expect(moves).toEqual(['next']);
    expect(status).toHaveTextContent('');
    fireEvent.click(within(region).getByRole('button', { name: 'Next slide in Highlights' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(moves).toEqual(['next', 'next']);
    expect(status).toHaveTextContent('Slide 3 of 3');
  });

  describe('a swipe on a phone', () => {
    /** One finger across the frame from x0 to x1 (a few moves between), as a touch screen reports it. */
    function swipe(frame: Element, x0: number, x1: number, y1 = 300) {
      const at = (x: number, y: number) => ({ identifier: 1, target: frame, clientX: x, clientY: y });
      fireEvent.touchStart(frame, { touches: [at(x0, 300)], changedTouches: [at(x0, 300)] });
      for (const step of [0.25, 0.5, 0.75]) fireEvent.touchMove(frame, { touches: [at(x0 + (x1 - x0) * step, 300)], changedTouches: [at(x0 + (x1 - x0) * step, 300)] });
      fireEvent.touchEnd(frame, { touches: [], changedTouches: [at(x1, y1)] });
    }
    const settle = () =>
      act(async () => {
        await Promise.resolve();
      });

    it('made before Swiper has loaded moves the slide (to the left: the next one)', async () => {
      const region = renderCarousel({ autoplay: false });
      const frame = region.querySelector('.swiper')!;
      swipe(frame, 300, 120);
      await settle();
      expect(startSwiper).toHaveBeenCalledTimes(1);
      expect(moves).toEqual(['next']);
    });

    it('is left to Swiper once it is there, and a short or mostly downward drag is no swipe', async () => {
      const region = renderCarousel({ autoplay: false });
      const frame = region.querySelector('.swiper')!;
      swipe(frame, 300, 280);
      swipe(frame, 300, 240, 500);
      await settle();
      expect(moves).toEqual([]);
      swipe(frame, 120, 300);
      await settle();
      expect(moves).toEqual(['previous']);
      swipe(frame, 300, 120);
      await settle();
      expect(moves).toEqual(['previous']);
    });
  });

  it('a sliding carousel, whose slides sit side by side, leaves every slide reachable', () => {
    renderCarousel({ autoplay: false });
    expect(screen.getAllByRole('group').some((slide) => slide.hasAttribute('inert'))).toBe(false);
  });

  it('the rules in one place', () => {
    const base = { enabled: true, reducedMotion: false, paused: false, hovered: false, focused: false, visible: true };
    expect(autoplayState(base)).toBe('playing');
    expect(autoplayState({ ...base, enabled: false })).toBe('off');
    expect(autoplayState({ ...base, reducedMotion: true, paused: true })).toBe('off');
    for (const reason of ['paused', 'hovered', 'focused'] as const) expect(autoplayState({ ...base, [reason]: true })).toBe('paused');
    expect(autoplayState({ ...base, visible: false })).toBe('paused');
  });
});
