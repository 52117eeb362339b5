// The breadcrumb of a menu page lists the menus above it, outermost first.
import type { MenuItem } from '@/lib/cms/types';
import { menuTrail } from '../trail';

const menu = (id: number, name: string, children: MenuItem[] = []): MenuItem => ({
  id,
  name,
  href: `/${name}/${id}`,
  children,
});
const tree = [
  menu(1, 'home'),
  menu(2, 'about', [menu(8, 'mission', [menu(20, 'deep')]), menu(9, 'message')]),
  menu(7, 'contact'),
];

describe('menuTrail', () => {
  it('lists the ancestors of a menu, outermost first', () => {
    expect(menuTrail(tree, 9).map((m) => m.id)).toEqual([2]);
    expect(menuTrail(tree, 20).map((m) => m.id)).toEqual([2, 8]);
  });

  it('is empty for a top-level or unknown menu', () => {
    expect(menuTrail(tree, 7)).toEqual([]);
    expect(menuTrail(tree, 99)).toEqual([]);
  });
});
