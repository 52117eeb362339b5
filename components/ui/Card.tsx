import Link from 'next/link';
import type { ReactNode } from 'react';
import { CARD_SIZES } from './CardGrid';
import { FramedImage } from './FramedImage';
import styles from './Card.module.css';

type Props = {
  /** Unique on the page; names the card's heading. */
  id: string;
  title: string;
  /** Where the card's title link goes. */
  href: string;
  image: string;
  sizes?: string;
  /** Overlaid on the picture (see CardBadge). */
  badges?: ReactNode;
  /** Shown above the title (date, author...). */
  meta?: ReactNode;
  /** `stack`: picture above; `row`: picture beside the text from tablet width up. */
  layout?: 'stack' | 'row';
  children?: ReactNode;
};

/**
 * The site's content card: a fixed-ratio picture, then the text with the title as the card's link.
 * Causes, events, projects and posts fill in the rest through `meta` and `children`.
 */
export function Card({ id, title, href, image, sizes = CARD_SIZES, badges, meta, layout = 'stack', children }: Props) {
  const titleId = `${id}-title`;
  return (
    <article className={`${styles.card} ${styles[layout]}`} aria-labelledby={titleId}>
      <FramedImage src={image} alt="" sizes={sizes} className={styles.media}>
        {badges}
      </FramedImage>
      <div className={styles.body}>
        {meta}
        <h2 id={titleId} className={styles.title}>
          <Link href={href}>{title}</Link>
        </h2>
        {children}
      </div>
    </article>
  );
}

/** The card's summary, cut to two lines so cards in a row line up. */
export function CardText({ children, clamp = true }: { children: ReactNode; clamp?: boolean }) {
  return <p className={clamp ? `${styles.text} ${styles.clamp}` : styles.text}>{children}</p>;
}

/** A small label on the card's picture. */
export function CardBadge({ children, corner = 'top-start', tone = 'primary' }: { children: ReactNode; corner?: 'top-start' | 'top-end' | 'bottom-start'; tone?: 'primary' | 'light' }) {
  return <span className={`${styles.badge} ${styles[corner]} ${styles[tone]}`}>{children}</span>;
}
