// The lightbox is given a resized copy served by this site, never the service's original.
import { widestCopy } from '../image-element';

it("gives the widest resized copy of a picture, from this site's optimiser", () => {
  expect(widestCopy('/images/gallery/pic.webp')).toMatch(
    /^\/_next\/image\?url=%2Fimages%2Fgallery%2Fpic\.webp&w=1920&q=\d+$/,
  );
});

it('gives a picture that is not resized (off the media host) as it is', () => {
  expect(widestCopy('https://elsewhere.example/pic.webp', true)).toBe('https://elsewhere.example/pic.webp');
});
