/** @jest-environment node */
// The getters as pages read them, through Next's data cache (a model of it: next-data-cache.ts) and a stand-in
// for the service's answers.
import type { CmsOutcome } from '../transport';
import { CMS_PATHS } from '../config';
import { nextDataCache } from '@/test/next-data-cache';

const mockCache = nextDataCache();
jest.mock('next/cache', () => ({
  unstable_cache: (...args: Parameters<typeof mockCache.unstable_cache>) => mockCache.unstable_cache(...args),
  revalidateTag: (tag: string) => mockCache.revalidateTag(tag),
}));

type Answers = Record<string, CmsOutcome>;
const mockService: { answers: Answers; calls: string[] } = { answers: {}, calls: [] };
const mockMedia: { files: Record<string, Uint8Array> } = { files: {} };
jest.mock('../transport', () => ({
  ...jest.requireActual('../transport'),
  requestCms: async (path: string) => {
    mockService.calls.push(path);
    return mockService.answers[path] ?? { kind: 'failed', reason: 'HTTP 500' };
  },
  readMediaFile: async (src: string) => mockMedia.files[src] ?? null,
}));

// Loaded after the mocks above (jest hoists them).
import { cmsLifetimeSeconds, readMadePicture, readMenuPage, readMenus, readSettings, readSlides } from '..';

const MENUS = {
  menus: [
    { id: 1, name: 'Home', parent: null, children: [] },
    { id: 2, name: 'About', parent: null, children: [{ id: 7, name: 'Message', parent: 2, children: [] }] },
  ],
};

const json = (value: unknown): CmsOutcome => ({ kind: 'json', json: value });
const failed: CmsOutcome = { kind: 'failed', reason: 'HTTP 500' };

const client = {
  getSettings: readSettings,
  getSlides: readSlides,
  getMenus: async () => (await readMenus()) ?? [],
  getMenuPage: readMenuPage,
};

let now = 0;

beforeEach(() => {
  process.env.CMS_API_URL = 'https://api.example.org';
  process.env.CMS_CACHE_SECONDS = '30';
  process.env.CMS_IFRAME_HOSTS = 'www.google.com';
  mockCache.entries.clear();
  mockCache.options.length = 0;
  mockService.calls = [];
  now = 0;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  delete process.env.CMS_API_URL;
  delete process.env.CMS_CACHE_SECONDS;
  delete process.env.CMS_IFRAME_HOSTS;
});

/** The service answers `answers` (anything else fails); returns them, to change later, and the paths asked. */
function clientWith(answers: Answers) {
  mockService.answers = answers;
  return { client, calls: mockService.calls, answers };
}

describe('content-service client', () => {
  it('normalises a menu page: sanitised HTML, image lists whatever the service sent', async () => {
    const { client } = clientWith({
      [CMS_PATHS.menus]: json(MENUS),
      [CMS_PATHS.contents(7)]: json({
        menu_contents: {
          'Managing Director': '<p onclick="x()">Hello<script>bad()</script></p>',
          Chairman: '<p>Chair</p>',
          Broken: 5,
        },
      }),
      [CMS_PATHS.images(7)]: json({
        content_images: {
          'Managing Director': 'cms/md.jpg',
          Chairman: ['cms/c1.jpg', '/media/cms/c2.jpg'],
          Gallery: 'https://cdn.example.org/g.jpg',
          Junk: 12,
        },
      }),
    });
    const page = await client.getMenuPage(7);
    expect(page?.menu.name).toBe('Message');
    expect(page?.sections).toEqual([
      { key: 'Managing Director', html: '<p>Hello</p>', images: ['https://api.example.org/media/cms/md.jpg'] },
      {
        key: 'Chairman',
        html: '<p>Chair</p>',
        images: ['https://api.example.org/media/cms/c1.jpg', 'https://api.example.org/media/cms/c2.jpg'],
      },
      { key: 'Gallery', html: '', images: ['https://cdn.example.org/g.jpg'] },
    ]);
  });

  it('reads 204 contents and null images as a page with no sections', async () => {
    const { client } = clientWith({
      [CMS_PATHS.menus]: json(MENUS),
      [CMS_PATHS.contents(2)]: { kind: 'empty' },
      [CMS_PATHS.images(2)]: json({ content_images: null }),
    });
    expect((await client.getMenuPage(2))?.sections).toEqual([]);
  });

  it('answers null for an id that is not in the menu tree, without asking for its contents', async () => {
    const { client, calls } = clientWith({ [CMS_PATHS.menus]: json(MENUS) });
    await client.getMenus();
    expect(await client.getMenuPage(99)).toBeNull();
    expect(calls.filter((path) => path.includes('cms_menu_content'))).toEqual([]);
  });

  it('shows a menu the cached tree does not hold once the service’s tree has it (added since), else null', async () => {
    const { client, answers } = clientWith({
      [CMS_PATHS.menus]: json(MENUS),
      [CMS_PATHS.contents(9)]: json({ menu_contents: { Shop: '<p>Open on Saturdays</p>' } }),
      [CMS_PATHS.images(9)]: { kind: 'empty' },
    });
    await client.getMenus();
    answers[CMS_PATHS.menus] = json({ menus: [...MENUS.menus, { id: 9, name: 'Shop', parent: null, children: [] }] });
    const added = await client.getMenuPage(9);
    expect(added?.menu.name).toBe('Shop');
    expect(added?.sections.map((section) => section.html)).toEqual(['<p>Open on Saturdays</p>']);
    expect(await client.getMenuPage(98)).toBeNull();
  });

  it('caches each answer under its tags, for CMS_CACHE_SECONDS, keyed by the service it came from', async () => {
    clientWith({ [CMS_PATHS.menus]: json(MENUS), [CMS_PATHS.contents(2)]: { kind: 'empty' } });
    await client.getMenuPage(2);
    expect(mockCache.options).toEqual([
      {
        keyParts: ['cms', 'https://api.example.org', 'https://api.example.org', 'www.google.com', CMS_PATHS.menus],
        revalidate: 30,
        tags: ['cms', 'cms:menus'],
      },
      expect.objectContaining({
        keyParts: expect.arrayContaining([CMS_PATHS.contents(2)]),
        tags: ['cms', 'cms:menu:2'],
      }),
      expect.objectContaining({ keyParts: expect.arrayContaining([CMS_PATHS.images(2)]), tags: ['cms', 'cms:menu:2'] }),
    ]);
    // Pointed at another service, the site never serves the first one's answers.
    process.env.CMS_API_URL = 'https://other.example.org';
    await client.getMenus();
    expect(mockService.calls.filter((path) => path === CMS_PATHS.menus)).toHaveLength(2);
  });

  it('absorbs wrong types: ids as strings, junk nodes, a settings list that is a string', async () => {
    const { client } = clientWith({
      [CMS_PATHS.menus]: json({
        menus: [{ id: '3', name: 'Service', children: null }, { id: 'x', name: 'Bad' }, 'junk', { id: 4, name: '' }],
      }),
      [CMS_PATHS.settings]: json({ general_settings: 'oops' }),
      [CMS_PATHS.sliders]: json({ homepage_sliders: { not: 'a list' } }),
    });
    expect(await client.getMenus()).toEqual([{ id: 3, name: 'Service', href: '/service/3', children: [] }]);
    expect((await client.getSettings()).siteName).toBe('Hope Harbor Foundation');
    expect(await client.getSlides()).toEqual([]);
  });

  it('cuts runaway names short and drops links too long to work, so no field can swell every page', async () => {
    const { client } = clientWith({
      [CMS_PATHS.menus]: json({ menus: [{ id: 5, name: `Appeal ${'é'.repeat(3000)}`, children: [] }] }),
      [CMS_PATHS.settings]: json({
        general_settings: [
          { site_name: `<b>Riverbend</b> ${'Trust '.repeat(50_000)}`, logo: `/media/${'x'.repeat(3000)}.png` },
        ],
      }),
    });
    const [menu] = await client.getMenus();
    expect(menu?.name).toHaveLength(120);
    expect(menu?.href.length).toBeLessThan(2048);
    const settings = await client.getSettings();
    expect(settings.siteName.length).toBeLessThanOrEqual(300);
    expect(settings.siteName).toMatch(/^Riverbend Trust Trust .*…$/);
    expect(settings.logo).toBeNull();
  });

  it('falls back field by field in the settings and keeps plain fields plain', async () => {
    const { client } = clientWith({
      [CMS_PATHS.settings]: json({
        general_settings: [
          {
            site_name: '<b>Riverbend</b> Trust',
            logo: '/media/logo.png',
            favicon: null,
            address: 'Line 1\r\nLine 2',
            facebook_url: 'javascript:alert(1)',
            google_url: 'https://youtube.com/@x',
            email: 42,
          },
        ],
      }),
    });
    const settings = await client.getSettings();
    expect(settings).toMatchObject({
      siteName: 'Riverbend Trust',
      title: 'Riverbend Trust',
      logo: 'https://api.example.org/media/logo.png',
      footerLogo: 'https://api.example.org/media/logo.png',
      favicon: '/brand/favicon.svg',
      address: 'Line 1\nLine 2',
      email: null,
      social: [{ network: 'youtube', label: 'YouTube', href: 'https://youtube.com/@x' }],
    });
  });

  it('gives slides sanitised titles and the Our Portfolio subtitle when none is set', async () => {
    const { client } = clientWith({
      [CMS_PATHS.sliders]: json({
        homepage_sliders: [
          {
            id: 4,
            title: '<p>Change <strong>a life</strong><img src=x onerror=alert(1)></p>',
            subtitle: null,
            image: '/media/s.jpg',
          },
        ],
      }),
    });
    expect(await client.getSlides()).toEqual([
      {
        key: '4',
        titleHtml: '<p>Change <strong>a life</strong></p>',
        subtitle: 'Our Portfolio',
        image: 'https://api.example.org/media/s.jpg',
      },
    ]);
  });

  it('keeps serving the last good answer while the service fails, and takes the next good one', async () => {
    const { client, answers } = clientWith({ [CMS_PATHS.menus]: json(MENUS) });
    expect(await client.getMenus()).toHaveLength(2);
    answers[CMS_PATHS.menus] = failed;
    now = 60_000;
    expect(await client.getMenus()).toHaveLength(2);
    now = 120_000;
    answers[CMS_PATHS.menus] = json({ menus: { '1': 'Home' } });
    expect(await client.getMenus()).toHaveLength(2);
    now = 180_000;
    answers[CMS_PATHS.menus] = json({ menus: [] });
    expect(await client.getMenus()).toEqual([]);
  });

  it('shows a change at once after its tag is revalidated (the webhook), and nothing else is asked again', async () => {
    const { client, answers, calls } = clientWith({
      [CMS_PATHS.menus]: json(MENUS),
      [CMS_PATHS.settings]: json({ general_settings: [{ site_name: 'Riverbend Trust' }] }),
    });
    await client.getMenus();
    expect((await client.getSettings()).siteName).toBe('Riverbend Trust');
    answers[CMS_PATHS.settings] = json({ general_settings: [{ site_name: 'Riverbend Flood Trust' }] });
    expect((await client.getSettings()).siteName).toBe('Riverbend Trust');
    mockCache.revalidateTag('cms:settings');
    expect((await client.getSettings()).siteName).toBe('Riverbend Flood Trust');
    await client.getMenus();
    expect(calls.filter((path) => path === CMS_PATHS.menus)).toHaveLength(1);
  });

  it('keeps the last good texts and pictures when the service answers them with only wrong types', async () => {
    const { client, answers } = clientWith({
      [CMS_PATHS.menus]: json(MENUS),
      [CMS_PATHS.contents(2)]: json({ menu_contents: { About: '<p>Our story</p>' } }),
      [CMS_PATHS.images(2)]: json({ content_images: { About: 'cms/about.jpg' } }),
    });
    const good = [{ key: 'About', html: '<p>Our story</p>', images: ['https://api.example.org/media/cms/about.jpg'] }];
    expect((await client.getMenuPage(2))?.sections).toEqual(good);
    answers[CMS_PATHS.contents(2)] = json({ menu_contents: { About: 42, Title: ['<p>x</p>'], Map: null } });
    answers[CMS_PATHS.images(2)] = json({ content_images: { About: 17, Gallery: true } });
    now = 60_000;
    expect((await client.getMenuPage(2))?.sections).toEqual(good);
    // An editor emptying every section is a choice, and shows.
    answers[CMS_PATHS.contents(2)] = json({ menu_contents: { About: null } });
    answers[CMS_PATHS.images(2)] = json({ content_images: { About: [] } });
    now = 120_000;
    expect((await client.getMenuPage(2))?.sections).toEqual([]);
  });

  it('shows nothing, not an error, when the service never answered', async () => {
    const { client } = clientWith({});
    expect(await client.getMenus()).toEqual([]);
    // The page still renders, its menu known only by id, rather than becoming a 404.
    expect(await client.getMenuPage(1)).toEqual({
      menu: { id: 1, name: '', href: '', children: [] },
      menuKnown: false,
      sections: [],
    });
    expect((await client.getSettings()).siteName).toBe('Hope Harbor Foundation');
  });

  it('asks the service again only once an answer is older than CMS_CACHE_SECONDS', async () => {
    const { client, calls } = clientWith({ [CMS_PATHS.menus]: json(MENUS) });
    await client.getMenus();
    now = 29_000;
    await client.getMenus();
    expect(calls.filter((path) => path === CMS_PATHS.menus)).toHaveLength(1);
    now = 31_000;
    await client.getMenus();
    expect(calls.filter((path) => path === CMS_PATHS.menus)).toHaveLength(2);
  });

  it('logs which answer could not be read and why, and draws the empty one instead of failing the page', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    clientWith({ [CMS_PATHS.sliders]: json({ homepage_sliders: 'not a list' }), [CMS_PATHS.settings]: failed });
    expect(await client.getSlides()).toEqual([]);
    expect((await client.getSettings()).siteName).toBe('Hope Harbor Foundation');
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      expect.stringMatching(/^\[cms\] .*homepage_slider.*: unexpected shape; drawn without it$/),
      expect.stringMatching(/^\[cms\] .*general_setting.*: HTTP 500; drawn without it$/),
    ]);
  });
});

describe('cmsLifetimeSeconds', () => {
  it('keeps an answer CMS_CACHE_SECONDS, a second at least (Next takes no shorter)', () => {
    expect(cmsLifetimeSeconds(30)).toBe(30);
    expect(cmsLifetimeSeconds(1.5)).toBe(2);
    expect(cmsLifetimeSeconds(0)).toBe(1);
  });
});

describe('readMadePicture', () => {
  const recipe = { name: 'test-icon', make: async (source: Uint8Array) => source.map((b) => b * 2) };

  it('keeps the last picture made while the media host fails, and gives none it never had', async () => {
    mockMedia.files = { '/media/icon.png': new Uint8Array([1, 2, 3]) };
    expect(await readMadePicture('/media/icon.png', recipe)).toEqual(new Uint8Array([2, 4, 6]));
    mockMedia.files = {};
    now = 60_000;
    expect(await readMadePicture('/media/icon.png', recipe)).toEqual(new Uint8Array([2, 4, 6]));
    expect(await readMadePicture('/media/other.png', recipe)).toBeNull();
  });

  it('makes it again from a file replaced at the same address once its settings are revalidated', async () => {
    mockMedia.files = { '/media/icon.png': new Uint8Array([1]) };
    await readMadePicture('/media/icon.png', recipe);
    mockMedia.files = { '/media/icon.png': new Uint8Array([5]) };
    expect(await readMadePicture('/media/icon.png', recipe)).toEqual(new Uint8Array([2]));
    mockCache.revalidateTag('cms:settings');
    expect(await readMadePicture('/media/icon.png', recipe)).toEqual(new Uint8Array([10]));
  });
});
