'use client';

import { useState, type ReactNode } from 'react';
import styles from './SearchToggle.module.css';

/** The header's search box, shown and hidden by a toggle. */
export function SearchToggle({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.wrap} onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="header-search-panel"
        onClick={() => setOpen((value) => !value)}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{open ? 'Close search' : 'Open search'}</span>
      </button>
      <div id="header-search-panel" className={styles.panel} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
