// A page that throws while the server renders it would otherwise answer with an empty body (Next
// renders its error shell; error.tsx only appears once JavaScript has run). The site layout wraps
// every page in a Suspense boundary with this fallback: React then sends the header, this message
// and the footer in the server HTML, and Next still answers 500 for a page rendered whole.
import { PageErrorMessage } from './PageErrorMessage';
import styles from './PageErrorFallback.module.css';

/**
 * Hidden unless React marked its boundary as failed (`<template data-dgst>` just before it): a
 * page still streaming (search) never shows it. Without JavaScript, "Try again" reloads the page.
 */
export function PageErrorFallback() {
  return (
    <div className={styles.fallback}>
      <PageErrorMessage
        retry={
          // A plain reload of the same address: the server renders the page afresh.
          <a href="" className="btn btn-primary">
            Try again
          </a>
        }
      />
    </div>
  );
}
