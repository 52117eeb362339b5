// Pictures from the content service, which may be foreign or broken, shown without breaking the page.
import type { ImageProps } from 'next/image';
import { readCmsConfig } from '@/lib/cms/config';
import { CmsPicture } from './CmsPicture.client';
import { imageElementProps } from './image-element';
import styles from './CmsImage.module.css';

type Props = Omit<ImageProps, 'src' | 'alt'> & { src: string; alt: string };

/** Absolute URLs outside the allowed media host cannot go through the optimiser. */
export function isForeignImage(src: string, mediaOrigin: string): boolean {
  if (!/^https?:\/\//i.test(src)) return false;
  return !mediaOrigin || !src.startsWith(`${mediaOrigin}/`);
}

/**
 * next/image's markup for pictures from outside our code (the content service), worked out on the
 * server; a picture that fails to load leaves a quiet placeholder of the same size (CmsPicture).
 */
export function CmsImage({ src, alt, className, ...rest }: Props) {
  const { mediaUrl } = readCmsConfig();
  const img = imageElementProps({ ...rest, src, alt, className, unoptimized: rest.unoptimized || isForeignImage(src, mediaUrl) });
  return <CmsPicture img={img} placeholderClassName={`${styles.placeholder} ${rest.fill ? styles.fill : ''} ${className ?? ''}`} />;
}
