// The one card of the site (posts, events, causes, projects, services, companies), so every list
// looks and reads alike.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { CARD_SIZES } from './CardGrid';
import { FramedImage } from './FramedImage';
import styles from './Card.module.css';

type Props = {
  /** Unique on the page, without spaces; names the card's heading. */
  id: string;
  title: string;
  /** Where the card's title link goes; without it the title is plain text (see `more`). */
  href?: string;
  /** Absent: an empty frame of the same size. */
  image?: string;
  /** Where the picture comes from (see FramedImage): content-service pictures may fail to load. */
  imageSource?: 'builtin' | 'cms';
  sizes?: string;
  /** The first card of a list: on a phone its picture is the largest thing on screen, so it loads first. */
  priority?: boolean;
  /** The heading's level where the card sits, under an h2 for instance. */
  headingLevel?: 'h2' | 'h3';
  /** Overlaid on the picture (see CardBadge). */
  badges?: ReactNode;
  /** Shown above the title (date, author...). */
  meta?: ReactNode;
  /** A trailing link at the foot of the card, e.g. `see more`; screen readers hear "… about {title}". */
  more?: { label: string; href: string };
  /** `stack`: picture above; `row`: picture beside the text from tablet width up. */
  layout?: 'stack' | 'row';
  children?: ReactNode;
};

/**
 * The site's content card: a fixed-ratio picture, then the text with the title as the card's link (else its
 * `more` link), whose target the whole card is.
 * Causes, events, projects, posts, services and companies fill in the rest through `meta`,
 * `children` and `more`.
 */
export function Card({
  id,
  title,
  href,
  image,
  imageSource,
  sizes = CARD_SIZES,
  priority = false,
  headingLevel: Heading = 'h2',
  badges,
  meta,
  more,
  layout = 'stack',
  children,
}: Props) {
  const titleId = `${id}-title`;
  return (
    <article className={layout === 'row' ? `${styles.card} ${styles.row}` : styles.card} aria-labelledby={titleId}>
      <FramedImage src={image} source={imageSource} alt="" sizes={sizes} priority={priority} className={styles.media}>
        {badges}
      </FramedImage>
      <div className={styles.body}>
        {meta}
        <Heading id={titleId} className={styles.title}>
          {href ? (
            <Link href={href} className={styles.whole}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {children}
        {more && (
          <Link href={more.href} className={href ? styles.more : `${styles.more} ${styles.whole}`}>
            {more.label}
            <span className="visually-hidden"> about {title}</span>
          </Link>
        )}
      </div>
    </article>
  );
}

/** The card's summary, cut to two lines so cards in a row line up. */
export function CardText({ children, clamp = true }: { children: ReactNode; clamp?: boolean }) {
  return <p className={clamp ? `${styles.text} ${styles.clamp}` : styles.text}>{children}</p>;
}

/** A small label on the card's picture. */
export function CardBadge({
  children,
  corner = 'top-start',
  tone = 'primary',
}: {
  children: ReactNode;
  corner?: 'top-start' | 'top-end' | 'bottom-start';
  tone?: 'primary' | 'light';
}) {
  return <span className={`${styles.badge} ${styles[corner]} ${styles[tone]}`}>{children}</span>;
}
