import Link from 'next/link';
import styles from './SearchPage.module.css';

/** What the results page says when nothing matched, with places to go instead. */
export function NoResults({ query }: { query: string }) {
  return (
    <div className={styles.message}>
      <h2>Nothing matched “{query}”</h2>
      <p>Check the spelling or try fewer or different words. You could also:</p>
      <ul className={styles.suggestions}>
        <li>
          <Link href="/cause">browse our causes</Link>
        </li>
        <li>
          <Link href="/contact">contact us</Link> and ask
        </li>
      </ul>
    </div>
  );
}
