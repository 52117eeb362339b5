// A picture's srcset keeps only the widths a browser could choose, so pages carry no dead candidates.
import { trimSrcSet, widestSlotPx } from '../srcset-widths';

const candidate = (width: number) => `/_next/image?url=%2Fimages%2Fa.webp&w=${width}&q=75 ${width}w`;
const ALL = [96, 256, 384, 640, 828, 1200, 1920];
const srcSetOf = (widths: number[]) => widths.map(candidate).join(', ');

describe('widestSlotPx', () => {
  it('reads the widest pixel slot, ignoring the media conditions', () => {
    expect(widestSlotPx('40px')).toBe(40);
    expect(widestSlotPx('(min-width: 1200px) 110px, 72px')).toBe(110);
  });

  it('gives up on slots relative to the screen', () => {
    expect(widestSlotPx('(min-width: 991px) 100px, 30vw')).toBeNull();
    expect(widestSlotPx('100vw')).toBeNull();
    expect(widestSlotPx(undefined)).toBeNull();
  });
});

describe('trimSrcSet', () => {
  it('keeps a 40 px avatar to the widths up to the first that covers a 3x screen', () => {
    expect(trimSrcSet(srcSetOf(ALL), '40px')).toEqual({ srcSet: srcSetOf([96, 256]), src: '/_next/image?url=%2Fimages%2Fa.webp&w=256&q=75' });
  });

  it('keeps a 200 px logo up to 640 w (600 device pixels)', () => {
    expect(trimSrcSet(srcSetOf(ALL), '200px')).toEqual({ srcSet: srcSetOf([96, 256, 384, 640]), src: '/_next/image?url=%2Fimages%2Fa.webp&w=640&q=75' });
  });

  it('drops nothing when no width is wide enough, or only the last is', () => {
    expect(trimSrcSet(srcSetOf([96, 256]), '400px')).toBeNull();
    expect(trimSrcSet(srcSetOf([96, 256, 384]), '100px')).toBeNull();
  });

  it('leaves screen-relative sizes and density srcsets as they are', () => {
    expect(trimSrcSet(srcSetOf(ALL), '(min-width: 767px) 33vw, 100vw')).toBeNull();
    const density = '/_next/image?url=a&w=256&q=75 1x, /_next/image?url=a&w=640&q=75 2x';
    expect(trimSrcSet(density, '200px')).toBeNull();
    expect(trimSrcSet(undefined, '40px')).toBeNull();
  });
});
