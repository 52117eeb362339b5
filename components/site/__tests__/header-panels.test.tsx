// The header's menu and search behave as one set of panels: one open at a time, and closed by any
// change of page (a chosen search result, the back button) or, for the search, a tap elsewhere.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MenuItem } from '@/lib/cms/types';
import { HeaderNav } from '../HeaderNav.client';
import { SearchToggle } from '../SearchToggle.client';

let mockPathname = '/about/2';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

const MENU: MenuItem[] = [
  { id: 1, name: 'Home', href: '/', children: [] },
  { id: 2, name: 'About', href: '/about/2', children: [] },
];

function Header() {
  return (
    <header>
      <SearchToggle>
        <label>
          Search
          <input type="search" name="q" />
        </label>
      </SearchToggle>
      <HeaderNav items={MENU} />
      <p>Page text</p>
    </header>
  );
}

function setup() {
  mockPathname = '/about/2';
  const user = userEvent.setup();
  const view = render(<Header />);
  const menu = () => screen.getByRole('button', { name: /menu$/ });
  const search = () => screen.getByRole('button', { name: /search$/ });
  return { user, view, menu, search };
}

it('opening the search closes the menu, and opening the menu closes the search', async () => {
  const { user, menu, search } = setup();
  await user.click(menu());
  expect(menu()).toHaveAttribute('aria-expanded', 'true');
  await user.click(search());
  expect(search()).toHaveAttribute('aria-expanded', 'true');
  expect(menu()).toHaveAttribute('aria-expanded', 'false');
  await user.click(menu());
  expect(menu()).toHaveAttribute('aria-expanded', 'true');
  expect(search()).toHaveAttribute('aria-expanded', 'false');
});

it('a change of page (the back button, a chosen result) closes what is open', async () => {
  const { user, view, menu, search } = setup();
  await user.click(menu());
  mockPathname = '/gallery/5';
  view.rerender(<Header />);
  expect(menu()).toHaveAttribute('aria-expanded', 'false');

  await user.click(search());
  expect(screen.getByRole('searchbox')).toHaveFocus();
  mockPathname = '/project-single/5';
  view.rerender(<Header />);
  expect(search()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
});

it('a tap elsewhere on the page closes the search, a tap inside it does not', async () => {
  const { user, search } = setup();
  await user.click(search());
  await user.click(screen.getByRole('searchbox'));
  expect(search()).toHaveAttribute('aria-expanded', 'true');
  await user.click(screen.getByText('Page text'));
  expect(search()).toHaveAttribute('aria-expanded', 'false');
});
