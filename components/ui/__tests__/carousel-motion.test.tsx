// Guards when carousels move on their own (never under reduced motion, nor while hovered, focused or paused)
// and what a visitor's moves do: dots, keys, the fade's inert slides and what a screen reader hears.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { forwardRef, useEffect, type ReactNode } from 'react';
import { AUTOPLAY_DELAY_MS, Carousel } from '../Carousel.client';

// Swiper itself is replaced by a recorder: these tests are about when the carousel moves, not how.
const moves: string[] = [];
type FakeSwiper = {
  activeIndex: number;
  params: { speed: number };
  wrapperEl: HTMLElement;
  slideNext(): void;
  slidePrev(): void;
  slideTo(index: number): void;
};
jest.mock('swiper/modules', () => ({ A11y: {}, EffectFade: {} }));
jest.mock('swiper/css', () => ({}));
jest.mock('swiper/css/effect-fade', () => ({}));
jest.mock('swiper/react', () => {
  type Props = {
    children: ReactNode;
    onSwiper: (swiper: FakeSwiper) => void;
    onSlideChange: (swiper: FakeSwiper) => void;
  };
  function FakeSwiperView({ children, onSwiper, onSlideChange }: Props) {
    useEffect(() => {
      const count = 3;
      const swiper: FakeSwiper = {
        activeIndex: 0,
        params: { speed: 0 },
        wrapperEl: document.createElement('div'),
        slideTo(index) {
          moves.push(`to ${index}`);
          swiper.activeIndex = index;
          onSlideChange(swiper);
        },
        slideNext() {
          moves.push('next');
          swiper.activeIndex = (swiper.activeIndex + 1) % count;
          onSlideChange(swiper);
        },
        slidePrev() {
          moves.push('previous');
          swiper.activeIndex = (swiper.activeIndex + count - 1) % count;
          onSlideChange(swiper);
        },
      };
      onSwiper(swiper);
      // Started once, as Swiper is.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    return <div className="swiper">{children}</div>;
  }
  const FakeSlide = forwardRef<HTMLDivElement, { children: ReactNode }>(function FakeSlide({ children, ...rest }, ref) {
    return (
      <div ref={ref} className="swiper-slide" {...rest}>
        {children}
      </div>
    );
  });
  return { Swiper: FakeSwiperView, SwiperSlide: FakeSlide };
});

let reducedMotion = false;

beforeAll(() => {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query.includes('prefers-reduced-motion') && reducedMotion,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
});

beforeEach(() => {
  jest.useFakeTimers();
  moves.length = 0;
  reducedMotion = false;
});
afterEach(() => jest.useRealTimers());

const slides = ['One', 'Two', 'Three'].map((text) => ({ key: text, node: <p>{text}</p> }));

function renderCarousel(props: Partial<Parameters<typeof Carousel>[0]> = {}) {
  render(<Carousel label="Highlights" slides={slides} autoplay dots {...props} />);
  return screen.getByRole('region', { name: 'Highlights' });
}

/** Lets the clock run past one autoplay delay. */
async function waitOneSlide() {
  await act(async () => {
    jest.advanceTimersByTime(AUTOPLAY_DELAY_MS + 10);
  });
}

describe('carousel motion', () => {
  it('renders every slide, the first one shown', () => {
    const region = renderCarousel({ autoplay: false });
    expect(region.querySelectorAll('.swiper-slide')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Go to slide 1 in Highlights' })).toHaveAttribute('aria-current', 'true');
  });

  it('autoplay moves to the next slide after the delay, and again after the next', async () => {
    const region = renderCarousel();
    expect(region).toHaveAttribute('data-autoplay', 'playing');
    await waitOneSlide();
    expect(moves).toEqual(['next']);
    await waitOneSlide();
    expect(moves).toEqual(['next', 'next']);
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

  it('a dot goes to its slide and is marked as the current one', () => {
    renderCarousel({ autoplay: false });
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3 in Highlights' }));
    expect(moves).toEqual(['to 2']);
    expect(screen.getByRole('button', { name: 'Go to slide 3 in Highlights' })).toHaveAttribute('aria-current', 'true');
  });

  it('Left and Right move it, but not while typing in a field inside it', () => {
    const withField = [...slides, { key: 'field', node: <input aria-label="Name" /> }];
    const region = renderCarousel({ autoplay: false, slides: withField });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Name' }), { key: 'ArrowRight' });
    expect(moves).toEqual(['next', 'previous']);
  });

  it('a fading carousel leaves only the slide shown to the keyboard and screen readers', () => {
    renderCarousel({ autoplay: false, effect: 'fade' });
    const inert = () => screen.getAllByRole('group', { hidden: true }).map((slide) => slide.hasAttribute('inert'));
    expect(inert()).toEqual([false, true, true]);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2 in Highlights' }));
    expect(inert()).toEqual([true, false, true]);
  });

  it('a key pressed on a link of the slide shown takes the focus along to the next slide, not to the page', () => {
    const linked = ['One', 'Two', 'Three'].map((text) => ({ key: text, node: <a href={`#${text}`}>{text}</a> }));
    renderCarousel({ autoplay: false, effect: 'fade', slides: linked });
    const link = screen.getByRole('link', { name: 'One' });
    act(() => link.focus());
    fireEvent.keyDown(link, { key: 'ArrowRight' });
    expect(moves).toEqual(['next']);
    expect(screen.getByRole('group', { name: '2 / 3' })).toHaveFocus();
  });

  it('tells a screen reader where a sliding carousel is after the visitor moves it, and keeps quiet when it moves on its own', async () => {
    const region = renderCarousel();
    const status = within(region).getByRole('status');
    await waitOneSlide();
    expect(moves).toEqual(['next']);
    expect(status).toHaveTextContent('');
    fireEvent.click(within(region).getByRole('button', { name: 'Next slide in Highlights' }));
    expect(moves).toEqual(['next', 'next']);
    expect(status).toHaveTextContent('Slide 3 of 3');
  });

  it('a sliding carousel, whose slides sit side by side, leaves every slide reachable', () => {
    renderCarousel({ autoplay: false });
    expect(screen.getAllByRole('group').some((slide) => slide.hasAttribute('inert'))).toBe(false);
  });

  it('shows no pause button when nothing moves on its own, and nothing at all without slides', () => {
    renderCarousel({ autoplay: false });
    expect(screen.queryByRole('button', { name: 'Pause Highlights' })).toBeNull();
    const { container } = render(<Carousel label="Empty" slides={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
