// Shared by our server-side pictures: next/image's attributes worked out once, with no browser script.
import { getImageProps, type ImageProps } from 'next/image';
import { trimSrcSet } from './srcset-widths';

type NextImgProps = ReturnType<typeof getImageProps>['props'];
/** next/image's <img> attributes; `style` is optional because a `fill` picture takes a class instead. */
export type ImageElementProps = Omit<NextImgProps, 'style'> & { style?: NextImgProps['style'] };

/** A `fill` picture's placement, as next/image's inline style did it (app/styles/picture.css). */
const FILL_CLASS = 'picture-fill';

/**
 * next/image's <img> attributes, made lighter: the srcset lists only widths a browser could pick
 * (srcset-widths.ts), and a `fill` picture takes one class instead of an inline style that every
 * picture repeated in the HTML and again in its RSC payload.
 */
function lighter(img: NextImgProps, props: ImageProps): ImageElementProps {
  // `src` (for browsers without srcset) is the widest candidate kept, as next/image makes it the widest listed.
  const trimmed = trimSrcSet(img.srcSet, img.sizes);
  const srcSet = trimmed?.srcSet ?? img.srcSet;
  const src = trimmed?.src ?? img.src;
  if (!props.fill || props.style) return { ...img, src, srcSet };
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the inline style is what is dropped
  const { style, ...rest } = img;
  return { ...rest, src, srcSet, className: img.className ? `${FILL_CLASS} ${img.className}` : FILL_CLASS };
}

/**
 * The <img> attributes next/image would render (srcset, sizes, lazy loading, fill placement),
 * worked out on the server so a picture costs the browser no script. A `priority` picture is
 * eager and fetched at high priority; nothing here calls `preload()` (React writes a preload for an
 * eager <img> on its own; ServerImage says why ours are kept out of that).
 */
export function imageElementProps(props: ImageProps): ImageElementProps {
  const img = lighter(getImageProps(props).props, props);
  return props.priority || props.preload ? { ...img, fetchPriority: 'high' } : img;
}

/**
 * A picture's widest resized copy (next/image's, served from this site, so the page's image policy
 * allows it and a phone is not sent the original; the optimiser never enlarges, so a small picture
 * comes back at its own size), for a viewer that shows it whole (the lightbox). A picture next/image
 * does not resize (`unoptimized`) comes back as it is.
 */
export function widestCopy(src: string, unoptimized = false): string {
  return getImageProps({ src, alt: '', fill: true, sizes: '100vw', unoptimized }).props.src;
}
