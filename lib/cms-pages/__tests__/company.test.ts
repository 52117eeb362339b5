// A company address shows the list, the right company (by its encoded or plain name) or the
// Company menu's own sections, and anything else is a 404.
import type { MenuPage, Section } from '@/lib/cms/types';
import type { SafeHtml } from '@/lib/sanitize';
import { resolveCompanyRoute } from '../company';

const section = (key: string): Section => ({ key, html: `<p>${key}</p>` as SafeHtml, images: [] });
const menuPage = (name: string, sections: Section[]): MenuPage => ({
  menu: { id: 1, name, href: '/', children: [] },
  menuKnown: true,
  sections,
});
const home = menuPage('Home', [section('About'), section('Safe Harbor Homes'), section('Café & Co'), section('Title')]);

describe('resolveCompanyRoute', () => {
  it('lists every company without a name', () => {
    const route = resolveCompanyRoute(home);
    expect(route.kind === 'list' && route.companies.map((c) => c.key)).toEqual(['Safe Harbor Homes', 'Café & Co']);
  });

  it('finds a company by its encoded or decoded name', () => {
    for (const segment of ['Safe%20Harbor%20Homes', 'Safe Harbor Homes']) {
      const route = resolveCompanyRoute(home, [segment]);
      expect(route.kind === 'company' && route.company.key).toBe('Safe Harbor Homes');
    }
    const route = resolveCompanyRoute(home, [encodeURIComponent('Café & Co')]);
    expect(route.kind === 'company' && route.company.key).toBe('Café & Co');
  });

  it('is not found for an unknown name, a home block, extra segments or a malformed escape', () => {
    expect(resolveCompanyRoute(home, ['Nobody']).kind).toBe('not-found');
    expect(resolveCompanyRoute(home, ['About']).kind).toBe('not-found');
    expect(resolveCompanyRoute(home, ['safe harbor homes']).kind).toBe('not-found');
    expect(resolveCompanyRoute(home, ['Safe Harbor Homes', 'x']).kind).toBe('not-found');
    expect(resolveCompanyRoute(home, ['%E0%A4%A']).kind).toBe('not-found');
  });

  it('shows a Company menu without companies as its sections, any other such menu is not found', () => {
    const aboutOnly = [section('About'), section('Title')];
    expect(resolveCompanyRoute(menuPage('Company', aboutOnly)).kind).toBe('menu');
    expect(resolveCompanyRoute(menuPage('COMPANY', [])).kind).toBe('menu');
    expect(resolveCompanyRoute(menuPage('Company', aboutOnly), ['About']).kind).toBe('not-found');
    expect(resolveCompanyRoute(menuPage('About', aboutOnly)).kind).toBe('not-found');
  });

  it('has no companies on a menu other than Home and Company, whatever its sections are called', () => {
    const mission = menuPage('Mission', [section('Mission'), section('Vision')]);
    expect(resolveCompanyRoute(mission).kind).toBe('not-found');
    expect(resolveCompanyRoute(mission, ['Vision']).kind).toBe('not-found');
    // A menu the tree does not name yet is taken as its address says (the proxy has checked it).
    expect(
      resolveCompanyRoute({ ...mission, menu: { id: 1, name: '', href: '', children: [] }, menuKnown: false }).kind,
    ).toBe('list');
  });
});
