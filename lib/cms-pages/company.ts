// Decides what a company address shows from the service's menu, so the page, the proxy's check and
// the search all agree on which companies exist.
import type { MenuPage, Section } from '@/lib/cms/types';
import { isCompanyMenu, listsCompanies } from '@/lib/routes/company-menus';
import { decodeSegment } from '@/lib/routes/ids';
import { companySections } from './sections';

export type CompanyRoute =
  | { kind: 'list'; companies: Section[] }
  | { kind: 'company'; company: Section }
  /** A menu named `Company` (the header links it to `/company/{id}`) with no companies in it. */
  | { kind: 'menu' }
  | { kind: 'not-found' };

/**
 * What `/company/{id}/{companyName?}` shows for a menu that lists companies (Home, Company): without a name every
 * company, or, for
 * the `Company` menu when it lists none, its sections as any other menu's (so its header link
 * is not dead); with a name, the company of that exact (URL-decoded) name; anything else a 404.
 */
export function resolveCompanyRoute(page: MenuPage, nameSegments: readonly string[] = []): CompanyRoute {
  // A menu the tree does not name yet (never answered, or just added) is taken as the address says.
  if (page.menuKnown && !listsCompanies(page.menu)) return { kind: 'not-found' };
  const companies = companySections(page.sections);
  if (nameSegments.length === 0) {
    if (companies.length > 0) return { kind: 'list', companies };
    return isCompanyMenu(page.menu) ? { kind: 'menu' } : { kind: 'not-found' };
  }
  const [segment] = nameSegments;
  if (nameSegments.length > 1 || segment === undefined) return { kind: 'not-found' };
  const decoded = decodeSegment(segment);
  const company = companies.find((candidate) => candidate.key === segment || candidate.key === decoded);
  return company ? { kind: 'company', company } : { kind: 'not-found' };
}
