// The site's standard picture frame, so pages keep their layout while pictures load or when one is missing.
import type { ReactNode } from 'react';
import { CmsImage } from './CmsImage';
import { ServerImage } from './ServerImage';
import styles from './FramedImage.module.css';

type Props = {
  /** Absent (a content-service item without a picture): the empty frame keeps the layout. */
  src?: string;
  alt: string;
  /** The `sizes` hint for this layout. */
  sizes: string;
  /** Width / height of the frame: 16:7 heroes, 4:3 cards, 1:1 portraits. */
  ratio?: '16/7' | '4/3' | '1/1';
  /**
   * `builtin`: our own picture under /public. `cms`: a picture from the content service, which may
   * live on another host or fail to load, so it goes through CmsImage.
   */
  source?: 'builtin' | 'cms';
  priority?: boolean;
  /** Overlaid on the picture (a tag, a play button). */
  children?: ReactNode;
  className?: string;
};

const ratioClass = { '16/7': styles.wide, '4/3': styles.card, '1/1': styles.square } as const;

/** A picture in a fixed-ratio rounded frame, so nothing moves while it loads. */
export function FramedImage({
  src,
  alt,
  sizes,
  ratio = '4/3',
  source = 'builtin',
  priority = false,
  children,
  className,
}: Props) {
  const Picture = source === 'cms' ? CmsImage : ServerImage;
  return (
    <div className={`${styles.frame} ${ratioClass[ratio]} ${className ?? ''}`}>
      {src && <Picture src={src} alt={alt} fill sizes={sizes} priority={priority} />}
      {children}
    </div>
  );
}
