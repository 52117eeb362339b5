/** @jest-environment node */
// `/favicon.ico` answers in Node, as the route handler does.
import { faviconRedirect } from '../favicon-redirect';

describe('faviconRedirect', () => {
  it('sends a same-site icon path as it is, temporarily, for a day', () => {
    const response = faviconRedirect('/brand/favicon.svg');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/brand/favicon.svg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('sends an icon on the media host to that host', () => {
    const icon = 'https://media.example.org/media/siteSettings/favicon/icon.png?v=2';
    expect(faviconRedirect(icon).headers.get('location')).toBe(icon);
  });

  it('encodes what the service sent rather than failing on it', () => {
    expect(faviconRedirect('/media/site settings/icône.png').headers.get('location')).toBe(
      '/media/site%20settings/ic%C3%B4ne.png',
    );
    expect(faviconRedirect('https://media.example.org/a\nb.png').headers.get('location')).toBe(
      'https://media.example.org/ab.png',
    );
  });
});
