import type { Section } from '@/lib/cms/types';
import { CompanyCard } from './CompanyCard';
import grid from './CardGrid.module.css';

type Props = { companies: readonly Section[]; menuId: number };

/** Every company of a menu as cards, in a responsive grid (the company page without a name). */
export function CompanyList({ companies, menuId }: Props) {
  if (companies.length === 0) return null;
  return (
    <ul className={grid.grid} aria-label="Companies">
      {companies.map((company) => (
        <li key={company.key}>
          <CompanyCard company={company} menuId={menuId} sizes="(min-width: 1200px) 384px, (min-width: 768px) 50vw, 100vw" />
        </li>
      ))}
    </ul>
  );
}
