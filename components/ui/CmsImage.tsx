'use client';

import Image, { type ImageProps } from 'next/image';
import { useState } from 'react';
import { useMediaOrigin } from './MediaOrigin.client';
import styles from './CmsImage.module.css';

type Props = Omit<ImageProps, 'src' | 'alt'> & { src: string; alt: string };

/** Absolute URLs outside the allowed media host cannot go through the optimiser. */
export function isForeignImage(src: string, mediaOrigin: string): boolean {
  if (!/^https?:\/\//i.test(src)) return false;
  return !mediaOrigin || !src.startsWith(`${mediaOrigin}/`);
}

/**
 * next/image for pictures from outside our code (the content service): a picture that fails to
 * load leaves a quiet placeholder of the same size, never a broken layout.
 */
export function CmsImage({ src, alt, className, ...rest }: Props) {
  const mediaOrigin = useMediaOrigin();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return <span role="img" aria-label={alt} className={`${styles.placeholder} ${rest.fill ? styles.fill : ''} ${className ?? ''}`} />;
  }
  return (
    <Image
      {...rest}
      src={src}
      alt={alt}
      className={className}
      unoptimized={rest.unoptimized || isForeignImage(src, mediaOrigin)}
      onError={() => setFailedSrc(src)}
    />
  );
}
