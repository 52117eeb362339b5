// The shape of the plain list pages (causes, events, projects): title band, then cards.
import { CardGrid, type GridItem } from './CardGrid';
import { PageHeading } from './PageHeading';

type Props = { title: string; lead: string; label: string; items: GridItem[] };

/** A simple list page: the title band, then a grid of cards. */
export function CardListPage({ title, lead, label, items }: Props) {
  return (
    <>
      <PageHeading title={title} lead={lead} />
      <section className="section" aria-label={label}>
        <div className="container">
          <CardGrid label={label} items={items} />
        </div>
      </section>
    </>
  );
}
