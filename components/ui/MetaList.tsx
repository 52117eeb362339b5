// The small line of facts under a card's or page's title (date, author, place...).
import type { ReactNode } from 'react';
import styles from './MetaList.module.css';

export type MetaItem = { key: string; node: ReactNode };

/** A small muted row of facts (date, author, place...) separated by dots. */
export function MetaList({ items }: { items: MetaItem[] }) {
  return (
    <ul className={styles.meta}>
      {items.map((item) => (
        <li key={item.key}>{item.node}</li>
      ))}
    </ul>
  );
}
