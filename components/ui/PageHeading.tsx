// The title, lead and breadcrumb trail that open every inner page, and the trail search engines read.
import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './PageHeading.module.css';
import { routes } from '@/lib/routes/table';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb-json-ld';
import { SiteJsonLd } from '@/components/seo/SiteJsonLd';

export type Crumb = { href: string; label: string };

type Props = {
  title: string;
  /** Trail above the current page; Home is always first. */
  crumbs?: Crumb[];
  lead?: string;
  /** A control for the whole page, beside the title on wide screens and under the trail on phones (the language choice). */
  aside?: ReactNode;
};

/**
 * The heading at the top of every inner page: its title, lead, with a breadcrumb trail. The trail is drawn and
 * given to search engines (`BreadcrumbList`) from the same list, so the two cannot disagree.
 */
export function PageHeading({ title, crumbs = [], lead, aside }: Props) {
  const trail: Crumb[] = [{ href: routes.home.href({}), label: 'Home' }, ...crumbs];
  const structured = [...trail.map(({ href, label }) => ({ name: label, url: href })), { name: title }];
  return (
    <div className={styles.band}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <h1 className={styles.title}>{title}</h1>
          {lead && <p className={styles.lead}>{lead}</p>}
          <nav aria-label="Breadcrumb">
            <ol className={styles.crumbs}>
              {trail.map((crumb) => (
                <li key={crumb.href}>
                  {/* Not prefetched: the trail starts at the home page, whose carousel code a phone would download on every page. */}
                  <Link href={crumb.href} prefetch={false}>
                    {crumb.label}
                  </Link>
                </li>
              ))}
              <li aria-current="page">{title}</li>
            </ol>
          </nav>
        </div>
        {aside}
        <SiteJsonLd build={(_settings, origin) => breadcrumbJsonLd(structured, origin)} />
      </div>
    </div>
  );
}
