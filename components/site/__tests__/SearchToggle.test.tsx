// Opening the header's search puts the focus in its field, and Escape closes it and gives the focus
// back to the toggle.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchToggle } from '../SearchToggle.client';

function setup() {
  const user = userEvent.setup();
  render(
    <SearchToggle>
      <form role="search">
        <label>
          Search
          <input type="search" name="q" />
        </label>
      </form>
    </SearchToggle>,
  );
  return { user, toggle: screen.getByRole('button', { name: 'Open search' }) };
}

describe('SearchToggle', () => {
  it('opening the panel puts the focus in its search field', async () => {
    const { user, toggle } = setup();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await user.click(toggle);
    // The frame that shows the panel comes first; the focus follows.
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus());
  });

  it('Escape closes the panel and returns the focus to the toggle', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
