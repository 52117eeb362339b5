// The company pages' language choice links each language to a translation of the page's own public address.
import { render, screen } from '@testing-library/react';
import { LanguageSelector } from '../LanguageSelector';

jest.mock('@/lib/seo/site-origin', () => ({ getSiteOrigin: async () => 'https://www.example.org' }));

describe('LanguageSelector', () => {
  it('links every language to the translation of the page at the configured origin, in a new tab', async () => {
    render(await LanguageSelector({ path: '/about/2' }));
    const links = screen.getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.getAttribute('hreflang'))).toEqual(['fr', 'es', 'de', 'ar', 'bn', 'zh-CN']);
    const french = screen.getByRole('link', { name: 'Français', hidden: true });
    const target = new URL(french.getAttribute('href') ?? '');
    expect(target.origin).toBe('https://translate.google.com');
    expect(target.searchParams.get('tl')).toBe('fr');
    expect(target.searchParams.get('u')).toBe('https://www.example.org/about/2');
    expect(french).toHaveAttribute('target', '_blank');
    expect(french).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('links its button to its list, an auto popover (the browser opens, closes and dismisses it)', async () => {
    render(await LanguageSelector({ path: '/about/2' }));
    const button = screen.getByRole('button', { name: /^Language/ });
    const list = screen.getAllByRole('link', { hidden: true })[0]!.closest('ul');
    expect(list).toHaveAttribute('popover', 'auto');
    expect(button).toHaveAttribute('popovertarget', list!.id);
    expect(button).toHaveAttribute('type', 'button');
  });
});
