// The words a visitor sees when a page failed to render, shared by the server's HTML
// (PageErrorFallback) and the browser's error boundary (app/[site]/error.tsx) so they never differ.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { routes } from '@/lib/routes/table';
import styles from './PageErrorMessage.module.css';

/** The message, the advice and the way home; `retry` is the control that asks for the page again. */
export function PageErrorMessage({ retry }: { retry: ReactNode }) {
  return (
    <section className={`container ${styles.wrap}`} aria-labelledby="page-error-title">
      <h1 id="page-error-title">Sorry, this page could not be shown</h1>
      <p className={styles.advice}>Something went wrong on our side. Please try again in a moment, or go back to the home page.</p>
      <div className={styles.actions}>
        {retry}
        <Link href={routes.home.href({})} className="btn btn-outline">
          Back to home
        </Link>
      </div>
    </section>
  );
}
