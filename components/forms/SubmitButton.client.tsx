'use client';

// Keeps a browser-only form from being submitted before the page can handle it, and tells visitors
// without JavaScript why it cannot be used.
import type { ReactNode } from 'react';
import { useHydrated } from './use-hydrated';
import styles from './forms.module.css';

export const NEEDS_JAVASCRIPT =
  'This form needs JavaScript, which is turned off in your browser, so it cannot be used here.';

type Props = { className: string; children: ReactNode };

/**
 * The submit button of a form that works only in the browser (it checks and answers on the page and sends
 * nothing). Disabled until hydrated: a disabled default button also stops submitting with Enter, so the
 * browser never submits such a form natively. Without JavaScript a note says why it cannot be used.
 */
export function SubmitButton({ className, children }: Props) {
  const hydrated = useHydrated();
  return (
    <>
      <button type="submit" className={className} disabled={!hydrated}>
        {children}
      </button>
      <noscript>
        <p className={styles.note}>{NEEDS_JAVASCRIPT}</p>
      </noscript>
    </>
  );
}
