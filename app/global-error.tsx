'use client';

// Next requires this exact file name: it replaces the root layout when the layout itself fails.
import { HOME_HREF } from '@/lib/routes/home-href';

/**
 * The last resort when even the root layout failed: its own document, a plain message and a link
 * home; no styles or scripts of the site it could not render, nothing of the error.
 */
export default function GlobalError() {
  return (
    <html lang="en">
      <body
        style={{
          fontFamily: 'system-ui, sans-serif',
          maxWidth: '40rem',
          margin: '4rem auto',
          padding: '0 1rem',
          lineHeight: 1.5,
        }}
      >
        <title>Sorry, something went wrong</title>
        <h1>Sorry, something went wrong</h1>
        <p>The site could not show this page. Please try again in a moment.</p>
        {/* A full page load, not a client navigation inside an app whose root failed. */}
        <a href={HOME_HREF}>Back to home</a>
      </body>
    </html>
  );
}
