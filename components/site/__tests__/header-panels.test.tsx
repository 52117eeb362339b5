// The header's menu and search behave as one set of panels: one open at a time, and closed on leaving
// the page (a chosen search result, the back button) or, for the search, by a tap elsewhere.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MenuItem } from '@/lib/cms/types';
import { HeaderNav } from '../HeaderNav.client';
import { SearchToggle } from '../SearchToggle.client';
import { closeHeaderPanels } from '../use-header-panel';

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
  const user = userEvent.setup();
  render(<Header />);
  const menu = () => screen.getByRole('button', { name: /menu$/ });
  const search = () => screen.getByRole('button', { name: /search$/ });
  return { user, menu, search };
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

it('going back or forward closes the menu (and lets the page scroll), a chosen search result closes the search', async () => {
  const { user, menu, search } = setup();
  await user.click(menu());
  act(() => window.dispatchEvent(new PopStateEvent('popstate')));
  expect(menu()).toHaveAttribute('aria-expanded', 'false');

  await user.click(search());
  await waitFor(() => expect(screen.getByRole('searchbox')).toHaveFocus());
  act(() => closeHeaderPanels());
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

it('tabbing out of the search (to a header link) closes it', async () => {
  const { user, search } = setup();
  await user.click(search());
  await waitFor(() => expect(screen.getByRole('searchbox')).toHaveFocus());
  await user.tab();
  expect(search()).toHaveAttribute('aria-expanded', 'false');
});
