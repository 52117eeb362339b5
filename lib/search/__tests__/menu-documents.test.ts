/** @jest-environment node */
import type { MenuItem, MenuPage, Section } from '@/lib/cms/types';
import { sanitizeRichText } from '@/lib/sanitize';
import { menuDocuments } from '../menu-documents';

const section = (key: string, html: string): Section => ({ key, html: sanitizeRichText(html), images: [] });
const menu = (id: number, name: string, href: string): MenuItem => ({ id, name, href, children: [] });

describe('menu pages as search documents', () => {
  it('index the visible text of the sections, never markup or script text', () => {
    const [about] = menuDocuments([
      {
        menu: menu(2, 'About', '/about/2'),
        menuKnown: true,
        sections: [
          section(
            'About',
            '<h2>Our story</h2><p>Safe &amp; <strong>warm</strong>.</p><script>window.__xss = 1</script><img src=x onerror="alert(1)">',
          ),
        ],
      },
    ]);
    expect(about).toEqual({
      id: 'menu-2',
      kind: 'page',
      title: 'About',
      text: 'Our story. Safe & warm.',
      details: '',
      href: '/about/2',
    });
  });

  it('link a menu with a non-ASCII name to its address', () => {
    const [page] = menuDocuments([
      { menu: menu(108, 'Événements', ''), menuKnown: true, sections: [section('Fête', '<p>Boat races.</p>')] },
    ]);
    expect(page?.href).toBe('/%C3%A9v%C3%A9nements/108');
  });

  it('give each company of the home page its own document, leading to its page', () => {
    const home: MenuPage = {
      menu: menu(1, 'Home', '/'),
      menuKnown: true,
      sections: [
        section('About', '<p>Who we are.</p>'),
        section('Riverbend Pantry', '<h3>Riverbend Pantry</h3><p>Pay as you feel.</p>'),
      ],
    };
    expect(menuDocuments([home])).toEqual([
      { id: 'menu-1', kind: 'page', title: 'Home', text: 'Who we are.', details: '', href: '/' },
      {
        id: 'company-1-Riverbend Pantry',
        kind: 'page',
        title: 'Riverbend Pantry',
        text: 'Riverbend Pantry. Pay as you feel.',
        details: '',
        href: '/company/1/Riverbend%20Pantry',
      },
    ]);
  });
});
