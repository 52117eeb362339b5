// Links for search engines and feeds use the right public address: SITE_URL first, then the service's
// site address, then localhost.
import { reshapeSettings } from '@/lib/cms/reshape';
import { DEFAULT_SITE_ORIGIN, resolveSiteOrigin } from '../site-origin';

jest.mock('@/lib/cms', () => ({ getSettings: jest.fn() }));

describe('resolveSiteOrigin', () => {
  it('prefers SITE_URL, reduced to its origin', () => {
    expect(
      resolveSiteOrigin('https://service.example.org', { SITE_URL: 'https://www.example.org/some/path?q=1' }),
    ).toBe('https://www.example.org');
  });

  it('falls back to the site address the service states, then to localhost:3000', () => {
    expect(resolveSiteOrigin('https://service.example.org', {})).toBe('https://service.example.org');
    expect(resolveSiteOrigin(null, {})).toBe(DEFAULT_SITE_ORIGIN);
    expect(DEFAULT_SITE_ORIGIN).toBe('http://localhost:3000');
  });

  it.each(['', '   ', 'www.example.org', 'javascript:alert(1)', 'ftp://example.org', 'mailto:a@b.org'])(
    'ignores an unusable SITE_URL %p',
    (value) => {
      expect(resolveSiteOrigin('https://service.example.org', { SITE_URL: value })).toBe('https://service.example.org');
    },
  );
});

describe('the settings’ site address', () => {
  it('is the origin of the service’s site_address', () => {
    expect(reshapeSettings({ site_address: 'https://www.riverbendrelief.org/home/' }, '').siteAddress).toBe(
      'https://www.riverbendrelief.org',
    );
  });

  it.each([null, '', 'www.riverbendrelief.org', 'javascript:alert(1)', '<b>x</b>'])('is null for %p', (value) => {
    expect(reshapeSettings({ site_address: value }, '').siteAddress).toBeNull();
  });

  it('is null when the service sent no settings', () => {
    expect(reshapeSettings(undefined, '').siteAddress).toBeNull();
  });
});
