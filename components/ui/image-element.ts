// Shared by our server-side pictures: next/image's attributes worked out once, with no browser script.
import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

export type ImageElementProps = ReturnType<typeof getImageProps>['props'];

/**
 * The <img> attributes next/image would render (srcset, sizes, lazy loading, fill styles), worked
 * out on the server so a picture costs the browser no script. A `priority` picture is preloaded
 * and fetched at high priority (getImageProps leaves `fetchPriority` off the <img> itself).
 */
export function imageElementProps(props: ImageProps): ImageElementProps {
  const { props: img } = getImageProps(props);
  if (!(props.priority || props.preload) || !img.src) return img;
  preload(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high' });
  return { ...img, fetchPriority: 'high' };
}
