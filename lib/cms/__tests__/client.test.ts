/** @jest-environment node */
import { LastGoodCache } from '../cache';
import { answerLifetimeMs, createCmsClient, type AnswerCache, type CmsTransport } from '../client';
import type { CmsConfig } from '../config';
import { CMS_PATHS } from '../paths';
import type { CmsOutcome } from '../transport';

const config: CmsConfig = {
  apiUrl: 'https://api.example.org',
  mediaUrl: 'https://api.example.org',
  timeoutMs: 1000,
  cacheSeconds: 30,
  iframeHosts: ['www.google.com'],
};

const MENUS = {
  menus: [
    { id: 1, name: 'Home', parent: null, children: [] },
    { id: 2, name: 'About', parent: null, children: [{ id: 7, name: 'Message', parent: 2, children: [] }] },
  ],
};

type Answers = Record<string, CmsOutcome>;
const json = (value: unknown): CmsOutcome => ({ kind: 'json', json: value });
const failed: CmsOutcome = { kind: 'failed', reason: 'HTTP 500' };

function clientWith(answers: Answers, settings: Partial<CmsConfig> = {}) {
  const calls: string[] = [];
  const transport: CmsTransport = async (path) => {
    calls.push(path);
    return answers[path] ?? failed;
  };
  const client = createCmsClient(
    () => ({ ...config, ...settings }),
    transport,
    new LastGoodCache(),
    () => undefined,
  );
  return { client, calls, answers };
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

  it('shows a menu its older tree does not hold by its id when the service has content for it, else null', async () => {
    // No tree known before (a first read): the tree and the contents are read together.
    const lastGood = new LastGoodCache();
    const pagesCache: AnswerCache = {
      read: (key, ttl, load, fallback) => lastGood.read(key, ttl, load, fallback),
      peek: () => undefined,
    };
    const answers: Answers = {
      [CMS_PATHS.menus]: json(MENUS),
      [CMS_PATHS.contents(9)]: json({ menu_contents: { Shop: '<p>Open on Saturdays</p>' } }),
      [CMS_PATHS.images(9)]: { kind: 'empty' },
      [CMS_PATHS.contents(98)]: { kind: 'empty' },
      [CMS_PATHS.images(98)]: { kind: 'empty' },
    };
    const client = createCmsClient(
      () => config,
      async (path) => answers[path] ?? failed,
      pagesCache,
      () => undefined,
    );
    const added = await client.getMenuPage(9);
    expect(added?.menuKnown).toBe(false);
    expect(added?.sections.map((section) => section.html)).toEqual(['<p>Open on Saturdays</p>']);
    expect(await client.getMenuPage(98)).toBeNull();
  });

  it('asks for a known menu and its contents at the same time, so a slow service costs one wait', async () => {
    const started: string[] = [];
    const pending: (() => void)[] = [];
    const transport: CmsTransport = (path) =>
      new Promise((resolve) => {
        started.push(path);
        pending.push(() => resolve(path === CMS_PATHS.menus ? json(MENUS) : { kind: 'empty' }));
      });
    const client = createCmsClient(
      () => config,
      transport,
      new LastGoodCache(),
      () => undefined,
    );
    const page = client.getMenuPage(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([CMS_PATHS.menus, CMS_PATHS.contents(2), CMS_PATHS.images(2)]);
    pending.forEach((release) => release());
    expect((await page)?.menu.name).toBe('About');
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

  it('keeps serving the last good answer while the service fails', async () => {
    let now = 0;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const { client, answers } = clientWith({ [CMS_PATHS.menus]: json(MENUS) }, { cacheSeconds: 0 });
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
    jest.restoreAllMocks();
  });

  it('keeps the last good texts and pictures when the service answers them with only wrong types', async () => {
    let now = 0;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const { client, answers } = clientWith(
      {
        [CMS_PATHS.menus]: json(MENUS),
        [CMS_PATHS.contents(2)]: json({ menu_contents: { About: '<p>Our story</p>' } }),
        [CMS_PATHS.images(2)]: json({ content_images: { About: 'cms/about.jpg' } }),
      },
      { cacheSeconds: 0 },
    );
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
    jest.restoreAllMocks();
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

  it('shares one request among concurrent readers and caches for the configured time', async () => {
    const { client, calls } = clientWith({ [CMS_PATHS.menus]: json(MENUS) });
    await Promise.all([client.getMenus(), client.getMenus(), client.getMenus()]);
    await client.getMenus();
    expect(calls.filter((path) => path === CMS_PATHS.menus)).toHaveLength(1);
  });
});

describe('answerLifetimeMs', () => {
  it('keeps three lifetimes (the steps a change passes through) within the cache time', () => {
    for (const seconds of [3, 4, 5, 8, 10, 29, 30, 31, 300])
      expect(3 * answerLifetimeMs(seconds)).toBeLessThanOrEqual(seconds * 1000);
  });

  it('keeps answers a second at least, and none when there is no cache time', () => {
    expect(answerLifetimeMs(1)).toBe(1000);
    expect(answerLifetimeMs(2)).toBe(1000);
    expect(answerLifetimeMs(0)).toBe(0);
  });
});

describe('content-service client with a reshape that throws (our bug, not the service)', () => {
  afterEach(() => {
    jest.dontMock('../reshape');
    jest.resetModules();
  });

  it('logs which answer could not be read and why, and draws the empty answer instead of failing the page', async () => {
    jest.resetModules();
    jest.doMock('../reshape', () => ({
      ...jest.requireActual('../reshape'),
      reshapeSlides: () => {
        throw new Error('slide without a title');
      },
    }));
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the client must be loaded after the mock above
    const { createCmsClient: createWithBrokenReshape } = require('../client') as typeof import('../client');
    const warnings: string[] = [];
    const transport: CmsTransport = async () => json({ homepage_sliders: [] });
    const client = createWithBrokenReshape(
      () => config,
      transport,
      new LastGoodCache(),
      (message) => warnings.push(message),
    );
    expect(await client.getSlides()).toEqual([]);
    expect(warnings).toEqual([
      expect.stringMatching(/^\[cms\] .*homepage.*: could not be read: Error: slide without a title/),
    ]);
  });
});
