import type { Section } from '@/lib/cms/types';
import type { SafeHtml } from '@/lib/sanitize';
import { resolveCompanyRoute } from '../company';

const section = (key: string): Section => ({ key, html: `<p>${key}</p>` as SafeHtml, images: [] });
const sections = [section('About'), section('Safe Harbor Homes'), section('Café & Co'), section('Title')];

describe('resolveCompanyRoute', () => {
  it('lists every company without a name', () => {
    const route = resolveCompanyRoute(sections);
    expect(route.kind === 'list' && route.companies.map((c) => c.key)).toEqual(['Safe Harbor Homes', 'Café & Co']);
  });

  it('finds a company by its encoded or decoded name', () => {
    for (const segment of ['Safe%20Harbor%20Homes', 'Safe Harbor Homes']) {
      const route = resolveCompanyRoute(sections, [segment]);
      expect(route.kind === 'company' && route.company.key).toBe('Safe Harbor Homes');
    }
    const route = resolveCompanyRoute(sections, [encodeURIComponent('Café & Co')]);
    expect(route.kind === 'company' && route.company.key).toBe('Café & Co');
  });

  it('is not found for an unknown name, a home block, extra segments or a menu without companies', () => {
    expect(resolveCompanyRoute(sections, ['Nobody']).kind).toBe('not-found');
    expect(resolveCompanyRoute(sections, ['About']).kind).toBe('not-found');
    expect(resolveCompanyRoute(sections, ['safe harbor homes']).kind).toBe('not-found');
    expect(resolveCompanyRoute(sections, ['Safe Harbor Homes', 'x']).kind).toBe('not-found');
    expect(resolveCompanyRoute(sections, ['%E0%A4%A']).kind).toBe('not-found');
    expect(resolveCompanyRoute([section('About')]).kind).toBe('not-found');
  });
});
