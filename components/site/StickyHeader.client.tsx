'use client';

// Keeps the header within reach once a visitor scrolls down, without the page jumping.
import { useEffect, useState, type ReactNode } from 'react';
import styles from './StickyHeader.module.css';

export const STICKY_THRESHOLD_PX = 80;

/** The header becomes a fixed, animated bar once the page has scrolled past 80 px. */
export function StickyHeader({ children }: { children: ReactNode }) {
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const update = () => setStuck(window.scrollY > STICKY_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  // The outer box keeps the bar's height so nothing below moves when the bar turns fixed.
  return (
    <header className={styles.slot} data-sticky={stuck}>
      <div className={stuck ? `${styles.bar} ${styles.stuck}` : styles.bar}>{children}</div>
    </header>
  );
}
