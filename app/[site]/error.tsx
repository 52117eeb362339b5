'use client';

// Next requires this exact file name and a client component for a route's error boundary.
import { PageErrorMessage } from '@/components/site/PageErrorMessage';

type Props = { error: Error & { digest?: string }; retry: () => void };

/**
 * Shown in place of a page whose rendering failed, inside the layout (header and footer stay). It
 * shows nothing of the error and logs nothing: the server has already logged it once.
 * `retry` asks the server for the page again and re-renders it (`reset` alone would re-render the
 * same failed server answer). The server HTML shows the same message (PageErrorFallback).
 */
export default function PageError({ retry }: Props) {
  return (
    <PageErrorMessage
      retry={
        <button type="button" className="btn btn-primary" onClick={() => retry()}>
          Try again
        </button>
      }
    />
  );
}
