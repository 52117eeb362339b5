// Carousels show the right number of slides at every width, the previous/next buttons only where not all
// slides fit, and one dot per position they can move to.
import { carouselLayoutStyle, dotLayoutStyle, fitPerView, resolvePerView } from '../carousel-layout';

describe('carousel layout', () => {
  it('gives every breakpoint the count of the nearest one below it', () => {
    expect(resolvePerView({ 0: 1, 480: 2, 767: 3, 1200: 4 })).toEqual({
      0: 1,
      480: 2,
      767: 3,
      991: 3,
      1200: 4,
      1500: 4,
    });
    expect(resolvePerView({ 767: 2 })).toEqual({ 0: 1, 480: 1, 767: 2, 991: 2, 1200: 2, 1500: 2 });
  });

  it('shows the previous/next buttons only at widths where the slides do not all fit', () => {
    const style = carouselLayoutStyle({ 0: 1, 480: 2, 767: 3, 1200: 4 }, 3) as Record<string, string>;
    expect(style['--spv-991']).toBe('3');
    expect(style['--steps-0']).toBe('inline-grid');
    expect(style['--steps-480']).toBe('inline-grid');
    expect(style['--steps-767']).toBe('none');
    expect(style['--steps-1500']).toBe('none');
  });

  it('a single slide never gets the buttons', () => {
    const style = carouselLayoutStyle({ 0: 1 }, 1) as Record<string, string>;
    expect(
      Object.entries(style)
        .filter(([name]) => name.startsWith('--steps-'))
        .map(([, value]) => value),
    ).toEqual(Array(6).fill('none'));
  });

  it('never shows more slides per view than there are slides, so no slot is left empty', () => {
    expect(fitPerView({ 0: 1, 480: 2, 767: 3, 1200: 4 }, 3)).toEqual({ 0: 1, 480: 2, 767: 3, 1200: 3 });
    expect(fitPerView({ 0: 1, 767: 2 }, 1)).toEqual({ 0: 1, 767: 1 });
    const style = carouselLayoutStyle(fitPerView({ 0: 1, 480: 2, 767: 3, 1200: 4 }, 3), 3) as Record<string, string>;
    expect(style['--spv-1200']).toBe('3');
    expect(style['--steps-1200']).toBe('none');
  });
});

describe('carousel dots', () => {
  const shown = (perView: Parameters<typeof dotLayoutStyle>[0], count: number, index: number, width: number) =>
    (dotLayoutStyle(perView, count, index) as Record<string, string>)[`--dot-${width}`];

  it('one dot per position a rewinding carousel can lead with', () => {
    // 6 slides, 2 in view from 767 px: 6 positions on phones, 5 from 767 px.
    expect(shown({ 0: 1, 767: 2 }, 6, 5, 0)).toBe('inline-grid');
    expect(shown({ 0: 1, 767: 2 }, 6, 5, 767)).toBe('none');
    expect(shown({ 0: 1, 767: 2 }, 6, 4, 767)).toBe('inline-grid');
  });

  it('no dots where every slide fits', () => {
    expect(shown({ 0: 1, 1200: 4 }, 4, 0, 1200)).toBe('none');
    expect(shown({ 0: 1, 1200: 4 }, 4, 0, 0)).toBe('inline-grid');
  });
});
