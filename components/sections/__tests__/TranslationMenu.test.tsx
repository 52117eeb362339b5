// The language choice of the company pages opens as a disclosure and closes with Escape.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TranslationMenu } from '../TranslationMenu.client';

jest.mock('next/navigation', () => ({ usePathname: () => '/about/2' }));

describe('TranslationMenu', () => {
  it('Escape closes the open list and leaves the focus on its button', async () => {
    const user = userEvent.setup();
    render(
      <TranslationMenu origin="https://www.example.org">
        <summary>Language</summary>
      </TranslationMenu>,
    );
    const summary = screen.getByText('Language');
    const details = summary.closest('details');
    await user.click(summary);
    expect(details).toHaveAttribute('open');
    await user.tab();
    expect(document.activeElement?.closest('details')).toBe(details);
    expect(document.activeElement?.tagName).toBe('A');

    await user.keyboard('{Escape}');
    expect(details).not.toHaveAttribute('open');
    expect(summary).toHaveFocus();
  });
});
