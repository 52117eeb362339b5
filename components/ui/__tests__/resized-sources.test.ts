// The lightbox is given resized copies served by this site, never the service's original.
import { resizedSources } from '../image-element';

it('lists the resized copies of a picture, narrowest to widest, the widest as src', () => {
  const { src, srcSet } = resizedSources('/images/gallery/pic.webp');
  const widths = srcSet.map((copy) => copy.width);
  expect(widths.length).toBeGreaterThan(2);
  expect(widths).toEqual([...widths].sort((a, b) => a - b));
  for (const copy of srcSet) expect(copy.src).toMatch(new RegExp(`^/_next/image\\?url=%2Fimages%2Fgallery%2Fpic\\.webp&w=${copy.width}&q=\\d+$`));
  expect(src).toBe(srcSet.at(-1)?.src);
});

it('gives a picture that is not resized (off the media host) as it is', () => {
  expect(resizedSources('https://elsewhere.example/pic.webp', true)).toEqual({ src: 'https://elsewhere.example/pic.webp', srcSet: [] });
});
