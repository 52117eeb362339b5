// Our own pictures, optimised like next/image's but with no script for the visitor's browser to download.
import type { ImageProps } from 'next/image';
import { imageElementProps } from './image-element';

/**
 * next/image's markup without its browser code, for our own pictures (next/image's <Image> is a
 * client component: every page using it downloads its script).
 *
 * An eager picture (the first card, a detail page's picture) sits in a bare <picture>: React writes a
 * preload hint for every eager <img> of a server component into the page's RSC payload, so a phone that
 * prefetches a linked page (a card, the footer) would download pictures of pages never opened. React
 * leaves an <img> inside <picture> alone. The page's own HTML has the <img>, at high priority, in its
 * first 14 KB, where the browser's preload scanner finds it as soon as it would a preload in the head.
 */
export function ServerImage(props: ImageProps) {
  const img = imageElementProps(props);
  // next/image's <img> (alt included), minus its script.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  const element = <img {...img} />;
  return img.loading === 'lazy' ? element : <picture>{element}</picture>;
}
