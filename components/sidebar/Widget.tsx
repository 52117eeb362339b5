// The titled box every sidebar widget sits in, so each is a named region for screen readers.
import type { ReactNode } from 'react';
import styles from './Widget.module.css';

/** One titled box of a sidebar; the title names the region for screen readers. */
export function Widget({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.widget} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
