'use client';

import { useEffect, useState } from 'react';
import styles from './ScrollToTop.module.css';

/** How far down the page the control appears (px). */
const SHOW_AFTER = 400;

/**
 * A link back to the top of the page. It targets `#main`, so it works without JavaScript and
 * moves keyboard focus along; the script only hides it while the page is near the top.
 */
export function ScrollToTop() {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const update = () => setShown(window.scrollY > SHOW_AFTER);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <a href="#main" className={styles.top} data-shown={shown}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z" fill="currentColor" />
      </svg>
      <span className="visually-hidden">Back to top</span>
    </a>
  );
}
