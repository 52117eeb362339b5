// Lets a reader move through a long list page by page, each page at an address of its own.
import Link from 'next/link';
import styles from './Pagination.module.css';

type Props = {
  /** The address of page `n` of the list (built by the route table). */
  hrefOf: (n: number) => string;
  current: number;
  total: number;
  label?: string;
};

/** Numbered page links with previous/next; plain links so every page has its own address. */
export function Pagination({ hrefOf, current, total, label = 'Pages' }: Props) {
  if (total <= 1) return null;
  const pages = Array.from({ length: total }, (_, i) => i + 1);
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {current > 1 && (
          <li>
            <Link href={hrefOf(current - 1)} rel="prev" className={styles.link}>
              <span aria-hidden="true">‹</span> Previous<span className="visually-hidden"> page</span>
            </Link>
          </li>
        )}
        {pages.map((page) => (
          <li key={page}>
            <Link href={hrefOf(page)} aria-current={page === current ? 'page' : undefined} className={styles.link}>
              <span className="visually-hidden">Page </span>
              {page}
            </Link>
          </li>
        ))}
        {current < total && (
          <li>
            <Link href={hrefOf(current + 1)} rel="next" className={styles.link}>
              Next<span className="visually-hidden"> page</span> <span aria-hidden="true">›</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
