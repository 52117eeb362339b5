import Link from 'next/link';
import { SEARCH_KIND_LABELS, type SearchHit } from '@/lib/search/hit';
import { MarkedText } from './MarkedText';
import styles from './SearchResults.module.css';

/** The results page's list: for each hit the kind of page, its title as the link and an excerpt. */
export function SearchResults({ hits }: { hits: readonly SearchHit[] }) {
  return (
    <ol className={styles.list}>
      {hits.map((hit) => (
        <li key={hit.id} className={styles.item}>
          <article>
            <p className={styles.kind}>{SEARCH_KIND_LABELS[hit.kind]}</p>
            <h3 className={styles.title}>
              <Link href={hit.href}>
                <MarkedText text={hit.title} marks={hit.titleMarks} />
              </Link>
            </h3>
            {hit.excerpt && (
              <p className={styles.excerpt}>
                <MarkedText text={hit.excerpt} marks={hit.excerptMarks} />
              </p>
            )}
          </article>
        </li>
      ))}
    </ol>
  );
}
