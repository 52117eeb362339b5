'use client';

// Next requires this exact file name and a client component for a route's error boundary.
import Link from 'next/link';
import { HOME_HREF } from '@/lib/routes/home-href';

type Props = { error: Error & { digest?: string }; retry: () => void };

/**
 * Shown in place of a page whose rendering failed, inside the layout (header and footer stay). It
 * shows nothing of the error and logs nothing: the server has already logged it once.
 * `retry` asks the server for the page again and re-renders it (`reset` alone would re-render the
 * same failed server answer).
 */
export default function PageError({ retry }: Props) {
  return (
    <section className="container status-message" aria-labelledby="page-error-title">
      <h1 id="page-error-title">Sorry, this page could not be shown</h1>
      <p className="status-message__advice">
        Something went wrong on our side. Please try again in a moment, or go back to the home page.
      </p>
      <div className="status-message__actions">
        <button type="button" className="btn btn-primary" onClick={() => retry()}>
          Try again
        </button>
        <Link href={HOME_HREF} className="btn btn-outline">
          Back to home
        </Link>
      </div>
    </section>
  );
}
