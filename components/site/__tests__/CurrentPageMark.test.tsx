// The main menu says which of its entries is the page being read, and moves the mark when a link is followed.
import { render, screen } from '@testing-library/react';
import Link from 'next/link';
import type { MenuItem } from '@/lib/cms/types';
import { CurrentPageMark } from '../CurrentPageMark.client';
import { HeaderNav } from '../HeaderNav.client';

let routerPath = '/';
jest.mock('next/navigation', () => ({ usePathname: () => routerPath }));

const MENU: MenuItem[] = [
  { id: 1, name: 'Home', href: '/', alsoAt: '/home', children: [] },
  {
    id: 2,
    name: 'About',
    href: '/about/2',
    children: [{ id: 3, name: 'Our vision', href: '/our%20vision/3', children: [] }],
  },
  { id: 4, name: 'Causes', href: '/cause', children: [] },
  { id: 7, name: 'Contact', href: '/contact/7', alsoAt: '/contact', children: [] },
];

/** What a followed link does: the browser's address changes, then the router's path (a rewritten one, `/menu/3`). */
function follow(path: string) {
  window.history.pushState({}, '', path);
  routerPath = `/menu${path}`;
}

function page() {
  return (
    <>
      <HeaderNav items={MENU} />
      <footer>
        <Link href="/cause">Causes in the footer</Link>
      </footer>
      <CurrentPageMark />
    </>
  );
}

const menuLink = (name: string) => screen.getByRole('link', { name });

describe('CurrentPageMark', () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it('marks only the menu entry of the address being read', () => {
    follow('/cause');
    render(page());
    expect(menuLink('Causes')).toHaveAttribute('aria-current', 'page');
    expect(menuLink('Home')).not.toHaveAttribute('aria-current');
    expect(menuLink('About')).not.toHaveAttribute('aria-current');
    expect(menuLink('Causes in the footer')).not.toHaveAttribute('aria-current');
  });

  it('moves the mark when a link is followed, to a submenu entry with an escaped address too', () => {
    follow('/about/2');
    const { rerender } = render(page());
    expect(menuLink('About')).toHaveAttribute('aria-current', 'page');

    follow('/our%20vision/3');
    rerender(page());
    expect(menuLink('Our vision')).toHaveAttribute('aria-current', 'page');
    // Its parent entry is marked as the section being read, not as the page.
    expect(menuLink('About')).toHaveAttribute('aria-current', 'true');

    follow('/cause');
    rerender(page());
    expect(menuLink('About')).not.toHaveAttribute('aria-current');
    expect(menuLink('Our vision')).not.toHaveAttribute('aria-current');
  });

  it("marks an entry at its page's other address too: Contact at /contact, Home at /home", () => {
    follow('/contact');
    const { rerender } = render(page());
    expect(menuLink('Contact')).toHaveAttribute('aria-current', 'page');
    expect(document.querySelectorAll('[aria-current]')).toHaveLength(1);

    follow('/home');
    rerender(page());
    expect(menuLink('Home')).toHaveAttribute('aria-current', 'page');
    expect(menuLink('Contact')).not.toHaveAttribute('aria-current');
  });

  it('marks nothing on an address the menu does not list', () => {
    follow('/blog-single/1');
    render(page());
    expect(document.querySelectorAll('[aria-current]')).toHaveLength(0);
  });
});
