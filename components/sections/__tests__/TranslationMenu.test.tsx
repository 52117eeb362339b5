// The language choice of the company pages opens as a disclosure and closes with Escape.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TranslationMenu } from '../TranslationMenu.client';

describe('TranslationMenu', () => {
  it('Escape closes the open list and leaves the focus on its button', async () => {
    const user = userEvent.setup();
    render(
      <TranslationMenu pageUrl="https://www.example.org/about/2">
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

  it('links each language to the translation of the page it is given, in a new tab', () => {
    render(
      <TranslationMenu pageUrl="https://www.example.org/about/2">
        <summary>Language</summary>
      </TranslationMenu>,
    );
    const french = screen.getByRole('link', { name: 'Français', hidden: true });
    const target = new URL(french.getAttribute('href') ?? '');
    expect(target.searchParams.get('tl')).toBe('fr');
    expect(target.searchParams.get('u')).toBe('https://www.example.org/about/2');
    expect(french).toHaveAttribute('target', '_blank');
    expect(french).toHaveAttribute('hreflang', 'fr');
  });
});
