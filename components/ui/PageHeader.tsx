import Link from 'next/link';
import styles from './PageHeader.module.css';
import { routes } from '@/lib/routes/table';

export type Crumb = { href: string; label: string };

type Props = {
  title: string;
  /** Trail above the current page; Home is always first. */
  crumbs?: Crumb[];
  lead?: string;
};

/** The title band at the top of every inner page, with a breadcrumb trail. */
export function PageHeader({ title, crumbs = [], lead }: Props) {
  return (
    <div className={styles.band}>
      <div className="container">
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        <nav aria-label="Breadcrumb">
          <ol className={styles.crumbs}>
            <li>
              <Link href={routes.home.href({})}>Home</Link>
            </li>
            {crumbs.map((crumb) => (
              <li key={crumb.href}>
                <Link href={crumb.href}>{crumb.label}</Link>
              </li>
            ))}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      </div>
    </div>
  );
}
