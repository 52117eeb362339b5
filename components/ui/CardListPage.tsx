// The shape of the plain list pages (causes, events, projects): title band, then cards, then a link to
// the list's next page where it has one.
import Link from 'next/link';
import { CardGrid, type GridItem } from './CardGrid';
import { PageHeading } from './PageHeading';
import styles from './CardListPage.module.css';

type Props = {
  title: string;
  lead: string;
  label: string;
  items: GridItem[];
  /** Where the list goes on (`/event` to `/event-s2`), so no item is left without a link to it. */
  more?: { href: string; label: string };
};

/** A simple list page: the title band, then a grid of cards. */
export function CardListPage({ title, lead, label, items, more }: Props) {
  return (
    <>
      <PageHeading title={title} lead={lead} />
      <section className="section" aria-label={label}>
        <div className="container">
          <CardGrid label={label} items={items} />
          {more && (
            <p className={styles.more}>
              <Link href={more.href} className="btn btn-outline">
                {more.label}
              </Link>
            </p>
          )}
        </div>
      </section>
    </>
  );
}
