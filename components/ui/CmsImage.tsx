// Pictures from the content service, which may be foreign or broken, shown without breaking the page.
import type { ImageProps } from 'next/image';
import { isOffMediaHost } from '@/lib/cms/config';
import { CmsPicture } from './CmsPicture.client';
import { imageElementProps } from './image-element';
import styles from './CmsImage.module.css';

type Props = Omit<ImageProps, 'src' | 'alt'> & { src: string; alt: string };

/**
 * next/image's markup for pictures from outside our code (the content service), worked out on the
 * server; a picture that fails to load leaves a quiet placeholder of the same size (CmsPicture).
 */
export function CmsImage({ src, alt, className, ...rest }: Props) {
  const img = imageElementProps({ ...rest, src, alt, className, unoptimized: rest.unoptimized || isOffMediaHost(src) });
  return (
    <CmsPicture
      img={img}
      placeholderClassName={`${styles.placeholder} ${rest.fill ? styles.fill : ''} ${className ?? ''}`}
    />
  );
}
