import type { Metadata } from 'next';
import Link from 'next/link';
import styles from './not-found.module.css';

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'The page you asked for does not exist.',
  robots: { index: false },
};

/** Served with status 404 for unknown paths and for unknown or malformed ids. */
export default function NotFound() {
  return (
    <section className={`container ${styles.wrap}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>Oops! Page Not Found!</h1>
      <p className={styles.advice}>
        The page you are looking for does not exist. The address may be mistyped, or the page may have moved.
      </p>
      <Link href="/home" className="btn btn-primary">
        Back to home
      </Link>
    </section>
  );
}
