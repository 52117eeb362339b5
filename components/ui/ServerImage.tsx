// Our own pictures, optimised like next/image's but with no script for the visitor's browser to download.
import type { ImageProps } from 'next/image';
import { imageElementProps } from './image-element';

/**
 * next/image's markup without its browser code, for our own pictures (next/image's <Image> is a
 * client component: every page using it downloaded its script).
 */
export function ServerImage(props: ImageProps) {
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the <img> next/image renders (alt included), minus its script
  return <img {...imageElementProps(props)} />;
}
