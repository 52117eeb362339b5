/** @jest-environment node */
// A menu's page answers its own 404 (its loader's notFound()), for every way an address can name no menu.
import type { MenuItem, MenuPage } from '@/lib/cms/types';
import { sanitizeRichText } from '@/lib/sanitize';

const menu = (id: number, name: string): MenuItem => ({ id, name, href: '', children: [] });
const TREE = [menu(1, 'Home'), menu(2, 'About'), menu(3, 'Contact'), menu(7, 'Annual Report'), menu(14, 'Company')];
const SECTIONS: Record<number, string[]> = { 1: ['Harbor Fresh Foods'], 2: ['Mission', 'Vision'] };
let tree: MenuItem[] | null = TREE;

jest.mock('server-only', () => ({}));
jest.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));
jest.mock('@/lib/cms', () => ({
  getMenuIdByName: jest.fn(),
  getMenuPage: jest.fn(async (id: number): Promise<MenuPage | null> => {
    const sections = (SECTIONS[id] ?? []).map((key) => ({ key, html: sanitizeRichText(`<p>${key}</p>`), images: [] }));
    if (tree === null) return { menu: menu(id, ''), menuKnown: false, sections };
    const found = tree.find((item) => item.id === id);
    return found ? { menu: found, menuKnown: true, sections } : null;
  }),
}));

import { loadCompanyPage, loadMenuPage, loadSectionsPage } from '../loaders';

const params = <T>(value: T) => Promise.resolve(value);
const outcome = (load: Promise<unknown>) =>
  load.then(
    () => 'page',
    (error: Error) => (error.message === 'NEXT_NOT_FOUND' ? '404' : error.message),
  );

describe('a menu page that names no menu answers 404', () => {
  beforeEach(() => (tree = TREE));

  it.each([
    ['/about/99999', () => loadMenuPage('about', params({ id: '99999' }))],
    ['/about/3 (Contact)', () => loadMenuPage('about', params({ id: '3' }))],
    ['/about/01', () => loadMenuPage('about', params({ id: '01' }))],
    ['/mission/2 (About)', () => loadSectionsPage(params({ layout: 'mission', id: '2' }))],
    ['/annual%20report/2', () => loadSectionsPage(params({ layout: 'menu', id: '2', segment: ['annual report'] }))],
    ['/menu/7 (Annual Report)', () => loadSectionsPage(params({ layout: 'menu', id: '7', segment: ['menu'] }))],
    ['/company/1/Nope', () => loadCompanyPage(params({ id: '1', company: ['Nope'] }))],
    ['/company/2 (About lists no companies)', () => loadCompanyPage(params({ id: '2' }))],
    ['/company/2/Mission', () => loadCompanyPage(params({ id: '2', company: ['Mission'] }))],
    ['/company/3', () => loadCompanyPage(params({ id: '3' }))],
  ])('%s', async (_address, load) => {
    expect(await outcome(load())).toBe('404');
  });

  it('draws the menus the addresses do name', async () => {
    expect(await outcome(loadMenuPage('about', params({ id: '2' })))).toBe('page');
    expect(await outcome(loadSectionsPage(params({ layout: 'menu', id: '7', segment: ['annual report'] })))).toBe(
      'page',
    );
    expect((await loadCompanyPage(params({ id: '1', company: ['Harbor Fresh Foods'] }))).route.kind).toBe('company');
    expect((await loadCompanyPage(params({ id: '14' }))).route.kind).toBe('menu');
  });

  it('draws a menu by its id, under the name its address gives, while the tree has never been answered', async () => {
    tree = null;
    const page = await loadMenuPage('about', params({ id: '3' }));
    expect([page.menuKnown, page.menu.name]).toEqual([false, 'About']);
    expect((await loadCompanyPage(params({ id: '3', company: ['Nope'] }))).route.kind).toBe('menu');
  });
});
