// Lets a visitor (and a crawler) walk from one item of a built-in list to the previous or next
// without going back to the list, which shows only the first few: every item is reachable by a link.
import Link from 'next/link';
import { adjacentById } from '@/content/lookup';
import styles from './AdjacentNav.module.css';

type Props<T extends { id: number }> = {
  /** The landmark's name, e.g. "More projects". */
  label: string;
  /** What an item is, e.g. "project": "Previous project", "Next project". */
  noun: string;
  items: readonly T[];
  /** The id of the item shown on this page. */
  current: number;
  /** An item's address, from the route table. */
  href: (id: number) => string;
  /** An item's name as the link shows it. */
  name: (item: T) => string;
};

/** Previous / next links in list order; the first item has no previous and the last no next. */
export function AdjacentNav<T extends { id: number }>({ label, noun, items, current, href, name }: Props<T>) {
  const { previous, next } = adjacentById(items, current);
  if (!previous && !next) return null;
  return (
    <nav aria-label={label} className={styles.nav}>
      {previous && (
        <Link href={href(previous.id)} rel="prev" className={`${styles.link} ${styles.previous}`}>
          <span className={styles.direction}>Previous {noun}</span>
          <span className={styles.name}>{name(previous)}</span>
        </Link>
      )}
      {next && (
        <Link href={href(next.id)} rel="next" className={`${styles.link} ${styles.next}`}>
          <span className={styles.direction}>Next {noun}</span>
          <span className={styles.name}>{name(next)}</span>
        </Link>
      )}
    </nav>
  );
}
