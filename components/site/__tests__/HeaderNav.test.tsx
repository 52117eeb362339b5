// The main menu opens one submenu at a time, closes with Escape with the focus back where it was,
// and closes when a link is followed.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MenuItem } from '@/lib/cms/types';
import { HeaderNav } from '../HeaderNav.client';

const leaf = (id: number, name: string): MenuItem => ({ id, name, href: `/${name.toLowerCase()}/${id}`, children: [] });

// Two parents with children: the embedded sample has only one, so its journey cannot show the switch.
const MENU: MenuItem[] = [
  leaf(1, 'Home'),
  { ...leaf(2, 'About'), children: [leaf(3, 'Mission'), leaf(4, 'Vision')] },
  { ...leaf(5, 'Profile'), children: [leaf(6, 'Board'), leaf(7, 'Staff')] },
];

function setup() {
  const user = userEvent.setup();
  render(<HeaderNav items={MENU} />);
  return {
    user,
    menuToggle: screen.getByRole('button', { name: 'Open menu' }),
    about: screen.getByRole('button', { name: 'About submenu' }),
    profile: screen.getByRole('button', { name: 'Profile submenu' }),
  };
}

describe('HeaderNav', () => {
  it('keeps one submenu open at a time, and clicking the open one closes it', async () => {
    const { user, about, profile } = setup();
    await user.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    expect(profile).toHaveAttribute('aria-expanded', 'false');

    await user.click(profile);
    expect(profile).toHaveAttribute('aria-expanded', 'true');
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('submenu-5')).toHaveAttribute('data-open', 'true');
    expect(document.getElementById('submenu-2')).toHaveAttribute('data-open', 'false');

    await user.click(profile);
    expect(profile).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('submenu-5')).toHaveAttribute('data-open', 'false');
  });

  it('Escape in the open menu panel closes it and returns the focus to the menu toggle', async () => {
    const { user, menuToggle, about } = setup();
    await user.click(menuToggle);
    expect(menuToggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(about);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Mission' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(menuToggle).toHaveAttribute('aria-expanded', 'false');
    expect(menuToggle).toHaveAccessibleName('Open menu');
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(menuToggle).toHaveFocus();
  });

  it('Escape in a submenu opened without the panel returns the focus to that submenu toggle', async () => {
    const { user, profile } = setup();
    await user.click(profile);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Board' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(profile).toHaveAttribute('aria-expanded', 'false');
    expect(profile).toHaveFocus();
  });

  it('tabbing out of the open panel closes it, since the panel covers the links the focus goes to', async () => {
    const user = userEvent.setup();
    render(
      <>
        <HeaderNav items={[leaf(1, 'Home'), leaf(2, 'Gallery')]} />
        <button type="button">Under the panel</button>
      </>,
    );
    const menuToggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(menuToggle);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Gallery' })).toHaveFocus();
    expect(menuToggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Under the panel' })).toHaveFocus();
    expect(menuToggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes the open panel even when the focus is no longer in the menu', async () => {
    const { user, menuToggle } = setup();
    await user.click(menuToggle);
    (document.activeElement as HTMLElement).blur();
    expect(document.body).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menuToggle).toHaveAttribute('aria-expanded', 'false');
    expect(menuToggle).toHaveFocus();
  });

  it('following a link closes the panel', async () => {
    // jsdom cannot navigate; the panel's reaction to the click is what is under test.
    const stayOnPage = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stayOnPage);
    const { user, menuToggle } = setup();
    await user.click(menuToggle);
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(menuToggle).toHaveAttribute('aria-expanded', 'false');
    document.removeEventListener('click', stayOnPage);
  });
});
