import type { Section } from '@/lib/cms/types';
import { decodeSegment } from './route';
import { companySections } from './sections';

export type CompanyRoute =
  | { kind: 'list'; companies: Section[] }
  | { kind: 'company'; company: Section }
  | { kind: 'not-found' };

/**
 * What `/company/{id}/{companyName?}` shows for a menu's sections: without a name every company
 * (none is a 404); with one, the company of that exact (URL-decoded) name; anything else a 404.
 */
export function resolveCompanyRoute(sections: readonly Section[], nameSegments: readonly string[] = []): CompanyRoute {
  const companies = companySections(sections);
  if (nameSegments.length === 0) return companies.length > 0 ? { kind: 'list', companies } : { kind: 'not-found' };
  const [segment] = nameSegments;
  if (nameSegments.length > 1 || segment === undefined) return { kind: 'not-found' };
  const decoded = decodeSegment(segment);
  const company = companies.find((candidate) => candidate.key === segment || candidate.key === decoded);
  return company ? { kind: 'company', company } : { kind: 'not-found' };
}
