// `/cause`: the list of campaigns a visitor can give to, drawn from the built-in causes (no loader:
// the address has no id to check).
import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/routes/page-metadata';
import { routes } from '@/lib/routes/table';
import { causes } from '@/content/causes';
import { FIXED_PAGES } from '@/content/fixed-pages';
import { CauseCard } from '@/components/causes/CauseCard';
import { CardListPage } from '@/components/ui/CardListPage';

/** The product lists its first three campaigns. */
const LISTED_CAUSES = causes.slice(0, 3);

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ ...FIXED_PAGES.causes, path: routes.causes.href({}) });
}

export default function CausesPage() {
  return (
    <CardListPage
      title={FIXED_PAGES.causes.title}
      lead={FIXED_PAGES.causes.lead}
      label="Campaigns"
      items={LISTED_CAUSES.map((cause, position) => ({
        key: String(cause.id),
        node: <CauseCard cause={cause} priority={position === 0} />,
      }))}
    />
  );
}
