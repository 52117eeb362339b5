import Image from 'next/image';
import type { ReactNode } from 'react';
import styles from './FramedImage.module.css';

type Props = {
  src: string;
  alt: string;
  /** The `sizes` hint for this layout. */
  sizes: string;
  /** Width / height of the frame: 16:7 heroes, 4:3 cards, 1:1 portraits. */
  ratio?: '16/7' | '4/3' | '1/1';
  priority?: boolean;
  /** Overlaid on the picture (a tag, a play button). */
  children?: ReactNode;
  className?: string;
};

const ratioClass = { '16/7': styles.wide, '4/3': styles.card, '1/1': styles.square } as const;

/** A built-in picture in a fixed-ratio rounded frame, so nothing moves while it loads. */
export function FramedImage({ src, alt, sizes, ratio = '4/3', priority = false, children, className }: Props) {
  return (
    <div className={`${styles.frame} ${ratioClass[ratio]} ${className ?? ''}`}>
      <Image src={src} alt={alt} fill sizes={sizes} priority={priority} />
      {children}
    </div>
  );
}
