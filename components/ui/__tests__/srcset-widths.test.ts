// A picture's srcset keeps only the widths a browser could choose, so pages carry no dead candidates.
import { pixelSlots, trimSrcSet } from '../srcset-widths';

const candidate = (width: number) => `/_next/image?url=%2Fimages%2Fa.webp&w=${width}&q=75 ${width}w`;
const ALL = [96, 256, 384, 640, 828, 1200, 1920];
const srcSetOf = (widths: number[]) => widths.map(candidate).join(', ');
const srcOf = (width: number) => `/_next/image?url=%2Fimages%2Fa.webp&w=${width}&q=75`;

describe('pixelSlots', () => {
  it('reads every pixel slot, ignoring the media conditions', () => {
    expect(pixelSlots('40px')).toEqual([40]);
    expect(pixelSlots('(min-width: 1200px) 110px, 72px')).toEqual([110, 72]);
  });

  it('gives up on slots relative to the screen', () => {
    expect(pixelSlots('(min-width: 991px) 100px, 30vw')).toBeNull();
    expect(pixelSlots('100vw')).toBeNull();
    expect(pixelSlots(undefined)).toBeNull();
  });
});

describe('trimSrcSet', () => {
  it('keeps a 40 px avatar to the widths up to the first that covers a 3x screen', () => {
    expect(trimSrcSet(srcSetOf(ALL), '40px')).toEqual({ srcSet: srcSetOf([96, 256]), src: srcOf(256) });
  });

  it('keeps a 200 px logo from 256 w (a 1x screen) to 640 w (600 device pixels): 96 w is never picked', () => {
    expect(trimSrcSet(srcSetOf(ALL), '200px')).toEqual({ srcSet: srcSetOf([256, 384, 640]), src: srcOf(640) });
  });

  it('keeps what the narrowest slot needs when the slot changes with the screen', () => {
    expect(trimSrcSet(srcSetOf(ALL), '(min-width: 1200px) 300px, 110px')).toEqual({
      srcSet: srcSetOf([256, 384, 640, 828, 1200]),
      src: srcOf(1200),
    });
  });

  it('keeps the widest candidate when none covers a slot, and drops nothing when every one could be picked', () => {
    expect(trimSrcSet(srcSetOf([96, 256]), '400px')).toEqual({ srcSet: srcSetOf([256]), src: srcOf(256) });
    expect(trimSrcSet(srcSetOf([96, 256, 384, 640, 828]), '300px')).toEqual({
      srcSet: srcSetOf([384, 640, 828]),
      src: srcOf(828),
    });
    expect(trimSrcSet(srcSetOf([96, 256, 384]), '90px')).toBeNull();
    expect(trimSrcSet(srcSetOf([96, 256, 384, 640]), '300px')).toEqual({
      srcSet: srcSetOf([384, 640]),
      src: srcOf(640),
    });
  });

  it('leaves screen-relative sizes and density srcsets as they are', () => {
    expect(trimSrcSet(srcSetOf(ALL), '(min-width: 767px) 33vw, 100vw')).toBeNull();
    const density = '/_next/image?url=a&w=256&q=75 1x, /_next/image?url=a&w=640&q=75 2x';
    expect(trimSrcSet(density, '200px')).toBeNull();
    expect(trimSrcSet(undefined, '40px')).toBeNull();
  });
});
