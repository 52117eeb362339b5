/** @jest-environment node */
// The service's settings from the environment, and the media hosts next/image, the image policy and the pictures'
// markup allow.
import { isOffMediaHost, mediaHostIsLoopback, mediaOrigins, mediaRemotePatterns, readCmsConfig } from '../config';

describe('configuration', () => {
  it('serves the embedded sample when CMS_API_URL is unset', () => {
    expect(readCmsConfig({})).toMatchObject({ apiUrl: null, mediaUrl: '', timeoutMs: 3000, cacheSeconds: 30 });
  });
  it('reads the service, media base, timeout and cache time', () => {
    const config = readCmsConfig({
      CMS_API_URL: 'https://api.example.org/',
      CMS_TIMEOUT_MS: '1500',
      CMS_CACHE_SECONDS: '0',
      CMS_IFRAME_HOSTS: 'maps.example.org, www.google.com',
    });
    expect(config).toEqual({
      apiUrl: 'https://api.example.org',
      mediaUrl: 'https://api.example.org',
      timeoutMs: 1500,
      cacheSeconds: 0,
      iframeHosts: ['maps.example.org', 'www.google.com'],
    });
    expect(
      readCmsConfig({ CMS_API_URL: 'https://api.example.org', CMS_MEDIA_URL: 'https://cdn.example.org' }).mediaUrl,
    ).toBe('https://cdn.example.org');
  });
  it('ignores unusable values', () => {
    expect(readCmsConfig({ CMS_API_URL: 'ftp://x', CMS_TIMEOUT_MS: 'soon', CMS_CACHE_SECONDS: '-5' })).toMatchObject({
      apiUrl: null,
      timeoutMs: 3000,
      cacheSeconds: 30,
    });
  });
  it("takes a timeout every call can be given: a fraction rounded up, one past a timer's reach the default", () => {
    expect(readCmsConfig({ CMS_TIMEOUT_MS: '2500.5' }).timeoutMs).toBe(2501);
    expect(readCmsConfig({ CMS_TIMEOUT_MS: '0.2' }).timeoutMs).toBe(1);
    expect(readCmsConfig({ CMS_TIMEOUT_MS: '5e9' }).timeoutMs).toBe(3000);
    // Past a timer's reach but short of where Node throws: the call would be cut off at once.
    expect(readCmsConfig({ CMS_TIMEOUT_MS: '3e9' }).timeoutMs).toBe(3000);
    expect(readCmsConfig({ CMS_TIMEOUT_MS: '0' }).timeoutMs).toBe(3000);
    for (const value of ['2500.5', '5e9', '2147483647']) {
      expect(() => AbortSignal.timeout(readCmsConfig({ CMS_TIMEOUT_MS: value }).timeoutMs)).not.toThrow();
    }
  });
  it('allows the media host for next/image', () => {
    expect(mediaRemotePatterns({ CMS_API_URL: 'http://127.0.0.1:4010' })).toEqual([
      { protocol: 'http', hostname: '127.0.0.1', port: '4010', pathname: '/**' },
    ]);
    expect(mediaHostIsLoopback({ CMS_API_URL: 'http://127.0.0.1:4010' })).toBe(true);
    expect(mediaHostIsLoopback({ CMS_API_URL: 'https://api.example.org' })).toBe(false);
    expect(mediaRemotePatterns({})).toEqual([]);
  });
  it('names each media host for the image policy, once', () => {
    expect(
      mediaOrigins({ CMS_API_URL: 'http://127.0.0.1:4010', CMS_MEDIA_URL: 'http://127.0.0.1:4010/media' }),
    ).toEqual(['http://127.0.0.1:4010']);
    expect(mediaOrigins({ CMS_API_URL: 'http://cms.internal', CMS_MEDIA_URL: 'https://media.example.org' })).toEqual([
      'https://media.example.org',
      'http://cms.internal',
    ]);
    expect(mediaOrigins({ CMS_API_URL: 'https://api.example.org' })).toEqual(['https://api.example.org']);
    expect(mediaOrigins({})).toEqual([]);
  });
});

describe('isOffMediaHost', () => {
  it("tells the service's own media from a foreign or pasted picture, which the optimiser will not fetch", () => {
    const base = 'https://cms.example.org';
    expect(isOffMediaHost(`${base}/media/a.webp`, base)).toBe(false);
    expect(isOffMediaHost('/images/causes/cause-1.webp', base)).toBe(false);
    expect(isOffMediaHost('https://elsewhere.example/a.webp', base)).toBe(true);
    // A host that merely starts like ours is another host.
    expect(isOffMediaHost('https://cms.example.org.evil.test/a.webp', base)).toBe(true);
    expect(isOffMediaHost('https://cms.example.org/a.webp', '')).toBe(true);
  });
});
