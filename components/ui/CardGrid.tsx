// Lays the site's cards out in a grid that reflows from phones to wide screens.
import type { ReactNode } from 'react';
import styles from './CardGrid.module.css';

/** `sizes` for a picture filling one card of the grid. */
export const CARD_SIZES = '(min-width: 1200px) 384px, (min-width: 767px) 50vw, 100vw';

export type GridItem = { key: string; node: ReactNode };

type Props = {
  /** Accessible name of the list. */
  label: string;
  items: GridItem[];
  /** Cards per row on wide screens (one on phones, two on tablets). */
  columns?: 2 | 3;
};

/** A responsive list of cards. */
export function CardGrid({ label, items, columns = 3 }: Props) {
  return (
    <ul className={columns === 3 ? `${styles.grid} ${styles.three}` : styles.grid} aria-label={label}>
      {items.map((item) => (
        <li key={item.key}>{item.node}</li>
      ))}
    </ul>
  );
}
