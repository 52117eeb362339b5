// A menu page has one canonical address, and the main menu marks its entry at the other one it is drawn at.
import { reshapeMenuTree } from '@/lib/cms/reshape';
import { canonicalMenuHref, otherMenuHref } from '../menu-canonical';

describe("a menu page's addresses", () => {
  it('names /contact for the Contact menu, / for Home, and the menu address for any other', () => {
    expect(canonicalMenuHref({ id: 7, name: 'Contact' })).toBe('/contact');
    expect(canonicalMenuHref({ id: 1, name: 'Home' })).toBe('/');
    expect(canonicalMenuHref({ id: 2, name: 'About' })).toBe('/about/2');
  });

  it("gives Contact and Home their page's other address, and no other entry one", () => {
    expect(otherMenuHref({ id: 7, name: 'Contact' })).toBe('/contact');
    expect(otherMenuHref({ id: 1, name: 'Home' })).toBe('/home');
    for (const name of ['About', 'Causes', 'Contact us', 'Company'])
      expect(otherMenuHref({ id: 14, name })).toBeUndefined();
  });

  it('carries the other address in the menu tree the header draws, at any depth', () => {
    const tree = reshapeMenuTree([
      { id: 1, name: 'Home', children: [] },
      { id: 2, name: 'About', children: [{ id: 7, name: ' Contact ', children: [] }] },
    ]);
    expect(tree[0]).toMatchObject({ href: '/', alsoAt: '/home' });
    expect(tree[1]).not.toHaveProperty('alsoAt');
    expect(tree[1]?.children[0]).toMatchObject({ href: '/contact/7', alsoAt: '/contact' });
  });
});
