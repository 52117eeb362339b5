'use client';

// Saves a visitor a long scroll back up the home page.
import { useSyncExternalStore, type MouseEvent } from 'react';
import styles from './ScrollToTop.module.css';

/** How far down the page the control appears (px). */
const SHOW_AFTER = 400;

function subscribeToScroll(onScroll: () => void): () => void {
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}

const scrolledDown = () => window.scrollY > SHOW_AFTER;
// The server (and hydration) assume the top of the page, so the control never flashes there.
const atTop = () => false;

/**
 * A smooth scroll that something other than the visitor cuts short (as on a busy phone) still ends at the
 * top; one the visitor takes over by wheel, touch, pointer or key is theirs.
 */
function endAtTopIfCutShort() {
  const done = new AbortController();
  for (const type of ['wheel', 'touchstart', 'pointerdown', 'keydown'])
    window.addEventListener(type, () => done.abort(), { passive: true, signal: done.signal });
  const onEnd = () => {
    done.abort();
    if (window.scrollY > 0) window.scrollTo({ top: 0, behavior: 'instant' });
  };
  window.addEventListener('scrollend', onEnd, { signal: done.signal });
}

/**
 * A link back to the top of the page (`#top` scrolls there without JavaScript too; the styles
 * then always show it). The script shows it only below the first screenful, scrolls smoothly
 * unless reduced motion is asked for, and moves keyboard focus to the start of the content
 * rather than leaving it at the bottom of the page.
 */
export function ScrollToTop() {
  const shown = useSyncExternalStore(subscribeToScroll, scrolledDown, atTop);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
    if (!reduced) endAtTopIfCutShort();
  };
  return (
    <a href="#top" className={styles.top} data-shown={shown} onClick={onClick}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z" fill="currentColor" />
      </svg>
      <span className="visually-hidden">Back to top</span>
    </a>
  );
}
