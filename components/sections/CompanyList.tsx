// The page listing all the organisation's companies (`/company/{menu id}`), as a grid of cards.
import type { Section } from '@/lib/cms/types';
import { CardGrid } from '@/components/ui/CardGrid';
import { CompanyCard } from './CompanyCard';

type Props = { companies: readonly Section[]; menuId: number };

/**
 * Every company of a menu as cards, in a responsive grid (the company page without a name). The
 * grid sits right under the page's h1, so the card names are h2s.
 */
export function CompanyList({ companies, menuId }: Props) {
  if (companies.length === 0) return null;
  return (
    <CardGrid
      label="Companies"
      items={companies.map((company, position) => ({
        key: company.key,
        node: <CompanyCard company={company} menuId={menuId} headingLevel="h2" priority={position === 0} />,
      }))}
    />
  );
}
