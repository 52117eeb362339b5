// Guards that a carousel shows exactly one dot per position it can move to, and none where every slide fits.
import { dotLayoutStyle } from '../carousel-dots';

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
