'use client';

// Keeps the header's search out of the way until a visitor asks for it, from the mouse or the keyboard.
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useHeaderPanel } from './use-header-panel';
import styles from './SearchToggle.module.css';

/**
 * The header's search box, shown and hidden by a toggle. Opening it puts the focus in its
 * search field; Escape closes it and gives the focus back to the toggle. Without JavaScript,
 * hovering or focusing the toggle shows the panel instead (SearchToggle.module.css).
 */
export function SearchToggle({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  // Closed by a chosen result (the page changes under it, and a phone's keyboard goes with the field) and by the menu
  // opening.
  const { onBlur } = useHeaderPanel('search', open, () => setOpen(false));

  // A tap or click anywhere else closes it, as the menu's panel does.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // After the frame that shows the panel: a hidden field cannot take the focus, and focusing it (the field then
  // starts its suggestions) before that frame would hold the panel back on a slow phone.
  useEffect(() => {
    if (!open) return;
    let task = 0;
    const frame = requestAnimationFrame(() => {
      task = window.setTimeout(() => panelRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus());
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(task);
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <div ref={wrapRef} className={styles.wrap} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={toggleRef}
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
      <div ref={panelRef} id="header-search-panel" className={styles.panel} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
