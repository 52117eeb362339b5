/** @jest-environment node */
import { readCmsConfig } from '../config';
import { mediaHostIsLoopback, mediaRemotePatterns, mediaOrigins } from '../media-hosts';
import { isOffMediaHost, mediaList, mediaUrl } from '../media';
import { findMenuById, findMenuByName, reshapeMenuTree } from '../menu';

describe('the media rule', () => {
  const media = 'https://cms.example.org';
  it('uses absolute http(s) URLs as they are', () => {
    expect(mediaUrl('https://cdn.example.org/a.jpg', media)).toBe('https://cdn.example.org/a.jpg');
    expect(mediaUrl('http://cdn.example.org/a.jpg', media)).toBe('http://cdn.example.org/a.jpg');
  });
  it('joins a path starting with / to the media base', () => {
    expect(mediaUrl('/media/siteSettings/logo.png', media)).toBe('https://cms.example.org/media/siteSettings/logo.png');
  });
  it('puts any other path under {media}/media/', () => {
    expect(mediaUrl('cms/ContentImage/a.jpg', media)).toBe('https://cms.example.org/media/cms/ContentImage/a.jpg');
    expect(mediaUrl('cms/a.jpg', '')).toBe('/media/cms/a.jpg');
  });
  it('refuses other schemes, protocol-relative URLs, blanks and non-strings', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      '//evil.example/a.png',
      '   ',
      '',
      null,
      3,
      {},
    ]) {
      expect(mediaUrl(bad, media)).toBeNull();
    }
  });
  it('turns a string, a list or null into a list', () => {
    expect(mediaList('a.jpg', '')).toEqual(['/media/a.jpg']);
    expect(mediaList(['a.jpg', 'b.jpg'], '')).toEqual(['/media/a.jpg', '/media/b.jpg']);
    expect(mediaList(null, '')).toEqual([]);
    expect(mediaList([1, 'a.jpg', null], '')).toEqual(['/media/a.jpg']);
  });
});

describe('menu links', () => {
  const tree = reshapeMenuTree([
    { id: 1, name: 'Home', children: [] },
    { id: 2, name: 'About', children: [{ id: 7, name: 'Our  Vision ', children: [] }] },
  ]);
  it('builds child links and folds white space in names', () => {
    expect(tree[1]?.children[0]).toEqual({ id: 7, name: 'Our Vision', href: '/our%20vision/7', children: [] });
  });
  it('finds menus by exact name and by id at any depth', () => {
    expect(findMenuByName(tree, 'About')?.id).toBe(2);
    expect(findMenuByName(tree, 'about')).toBeUndefined();
    expect(findMenuById(tree, 7)?.name).toBe('Our Vision');
    expect(findMenuById(tree, 99)).toBeUndefined();
  });
});

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
