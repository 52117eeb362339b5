// Every link the route table builds leads back to its own page, menus of any name get an address, and
// every other address is a 404.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MenuItem } from '@/lib/cms/types';
import { parseId } from '../ids';
import { resolveAddress, type RouteLookups } from '../resolve';
import { routes, type RouteKey } from '../table';
import { NON_PAGE_SEGMENTS } from '../non-page-segments';

const menu = (id: number, name: string, children: MenuItem[] = []): MenuItem => ({
  id,
  name,
  href: routes.menu.hrefOf({ id, name }),
  children,
});

const MENUS: MenuItem[] = [
  menu(1, 'Home'),
  menu(2, 'About', [menu(7, 'Annual Report'), menu(8, 'Q&A / FAQ')]),
  menu(3, 'Contact'),
  menu(4, 'Service'),
  menu(10, 'Blog'),
  menu(11, 'Cause'),
  menu(12, 'Event'),
  menu(13, 'cause-single'),
  menu(14, 'Company'),
  menu(15, 'Événements'),
];

const lookups = (menus: MenuItem[] | null = MENUS): RouteLookups => ({
  menus: async () => menus,
  // About's sections (Mission, Vision) are not one of the home blocks, yet About lists no companies.
  companies: async (id) => (id === 1 ? ['Harbor Fresh Foods', 'Café & Co'] : id === 2 ? ['Mission', 'Vision'] : []),
});

async function resolve(href: string) {
  const url = new URL(href, 'http://site.test');
  return resolveAddress(url.pathname, url.search, lookups());
}

describe('the one id rule', () => {
  it('accepts 1..999999999 written plainly, nothing else', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('999999999')).toBe(999999999);
    for (const bad of ['0', '01', '+1', '-1', '1.5', '1e3', ' 1', 'abc', '', '1000000000', undefined])
      expect(parseId(bad)).toBeNull();
  });
});

describe('every family parses back what its href() builds', () => {
  const samples: [RouteKey, unknown][] = [
    ['home', {}],
    ['homeMenu', { id: 1 }],
    ['about', { id: 2 }],
    ['contact', { id: 3 }],
    ['contactDefault', {}],
    ['service', { id: 4 }],
    ['company', { id: 1, company: null }],
    ['company', { id: 1, company: 'Café & Co' }],
    ['causes', {}],
    ['cause', { id: 1 }],
    ['events', {}],
    ['moreEvents', {}],
    ['event', { id: 1 }],
    ['projects', {}],
    ['project', { id: 1 }],
    ['teamMember', { id: 1 }],
    ['serviceDetail', { id: 1 }],
    ['testimonials', {}],
    ['blog', { layout: 'right', category: null, tag: null, page: 1 }],
    ['blog', { layout: 'right', category: 'Health', tag: null, page: 1 }],
    ['blogLeftSidebar', { layout: 'left', category: null, tag: null, page: 2 }],
    ['blogFullWidth', { layout: 'none', category: null, tag: null, page: 1 }],
    ['blogPost', { id: 1 }],
    ['blogPostLeftSidebar', { id: 1 }],
    ['blogPostFullWidth', { id: 1 }],
    ['donate', {}],
    ['volunteer', {}],
    ['login', {}],
    ['register', {}],
    ['forgotPassword', {}],
    ['search', {}],
    ['openGraphImage', { page: 'cause', id: 1 }],
    ['openGraphImage', { page: 'blogPostFullWidth', id: 1 }],
  ];
  it.each(samples)('%s %p', async (key, params) => {
    const family = routes[key] as { href(p: unknown): string };
    const resolution = await resolve(family.href(params));
    expect(resolution).toMatchObject({ kind: 'page', key });
  });
});

describe('menus of any name', () => {
  it.each([
    ['Blog', 10, '/blog/10'],
    ['Cause', 11, '/cause/11'],
    ['Event', 12, '/event/12'],
    ['cause-single', 13, '/menu/13'],
    ['Annual Report', 7, '/annual%20report/7'],
    ['Q&A / FAQ', 8, '/q%26a%20%2F%20faq/8'],
    ['Événements', 15, '/%C3%A9v%C3%A9nements/15'],
  ])('a menu named %p gets an address that shows that menu, never a built-in page', async (name, id, href) => {
    expect(routes.menu.hrefOf({ id, name })).toBe(href);
    expect(await resolve(href)).toEqual({ kind: 'page', key: 'menu', target: `/menu/${id}` });
  });

  it("moves a menu named like a prefix the proxy never sees (files, the API, Next's own) to /menu/{id}", () => {
    // The matcher must be a literal in proxy.ts (Next reads it at build), so it is read from there.
    const skipped = readFileSync(join(__dirname, '../../../proxy.ts'), 'utf8').match(
      /matcher: \[\s*'\/\(\(\?!([^)]*)\)/,
    )?.[1];
    const prefixes = (skipped ?? '').split('|').map((prefix) => prefix.replace(/\/$/, ''));
    // Exactly the segments the table reserves and next.config.ts gives headers (lib/routes/non-page-segments.ts).
    expect(prefixes).toEqual([...NON_PAGE_SEGMENTS]);
    // The file requests the proxy answers (lib/routes/file-requests.ts) are under the same ones, but for the API.
    const fileFolders = [
      ...readFileSync(join(__dirname, '../../../proxy.ts'), 'utf8').matchAll(/source: '\/:folder\(([^)]*)\)/g),
    ].map((found) => found[1]);
    expect(fileFolders.length).toBeGreaterThan(0);
    for (const folders of fileFolders)
      expect(folders?.split('|')).toEqual(NON_PAGE_SEGMENTS.filter((segment) => segment !== 'api'));
    for (const prefix of prefixes)
      expect(routes.menu.hrefOf({ id: 30, name: prefix[0]!.toUpperCase() + prefix.slice(1) })).toBe('/menu/30');
  });

  it('moves a menu named like the first segment of another family with an id, read off the table, to /menu/{id}', () => {
    for (const segment of ['cause-single', 'project-single', 'team-single', 'blog-single-fullwidth', 'blog-list']) {
      expect(routes.menu.hrefOf({ id: 30, name: segment })).toBe('/menu/30');
    }
    // The fixed menu pages' segments are the menus' own.
    expect(routes.menu.hrefOf({ id: 30, name: 'Mission' })).toBe('/mission/30');
  });

  it('links Home to / and the Company menu to its company list', () => {
    expect(routes.menu.hrefOf({ id: 1, name: 'Home' })).toBe('/');
    expect(routes.menu.hrefOf({ id: 14, name: 'Company' })).toBe('/company/14');
    expect(routes.menu.hrefOf({ id: 2, name: 'About' })).toBe('/about/2');
  });
});

describe('pages asked for another way', () => {
  it.each([
    ['/about', '/about/2'],
    ['/service', '/service/4'],
    ['/service?utm_source=mail', '/service/4?utm_source=mail'],
  ])(
    '%s leads to the page of the menu found by its exact name, %s, for now (editors may move it)',
    async (href, location) => {
      expect(await resolve(href)).toEqual({ kind: 'redirect', location, permanent: false });
    },
  );

  it("takes /About, typed with capitals, straight to the menu's page", async () => {
    expect(await resolve('/About')).toEqual({ kind: 'redirect', location: '/about/2', permanent: false });
  });

  it('is a 404 when no menu has the name', async () => {
    expect(await resolve('/gallery')).toEqual({ kind: 'not-found' });
  });

  it('asks to come back (not a 404) while the service has never answered, however it is typed', async () => {
    for (const path of ['/about', '/About', '/about/']) {
      expect(await resolveAddress(path, '', lookups(null))).toEqual({ kind: 'unavailable' });
    }
    // An address that names no menu is a 404 all the same.
    expect(await resolveAddress('/no-such-page', '', lookups(null))).toEqual({ kind: 'not-found' });
  });

  it.each([
    ['/Donate', '/donate'],
    ['/About/2', '/about/2'],
    ['/CAUSE-SINGLE/1', '/cause-single/1'],
    ['/%C3%89v%C3%A9nements/15', '/%C3%A9v%C3%A9nements/15'],
    ['/Blog?category=Health', '/blog?category=Health'],
    ['/Company/1/Harbor%20Fresh%20Foods', '/company/1/Harbor%20Fresh%20Foods'],
  ])('%s typed with capitals leads for good to %s', async (href, location) => {
    expect(await resolve(href)).toEqual({ kind: 'redirect', location, permanent: true });
  });

  it.each([
    ['/cause-single/%31', '/cause-single/1'],
    ['/c%61use?page=2', '/cause?page=2'],
    ['/%c3%a9v%c3%a9nements/15', '/%C3%A9v%C3%A9nements/15'],
    ['/company/1/Harbor%20Fresh%20Food%73', '/company/1/Harbor%20Fresh%20Foods'],
    ['/event-single/%31/calendar.ics', '/event-single/1/calendar.ics'],
    ['/Event-Single/1/calendar.ics', '/event-single/1/calendar.ics'],
  ])(
    '%s, the page written with other escapes or capitals, leads for good to %s, as its links write it',
    async (href, location) => {
      expect(await resolve(href)).toEqual({ kind: 'redirect', location, permanent: true });
    },
  );

  it('serves a page at the address its links use, escapes and all', async () => {
    expect(await resolve('/%C3%A9v%C3%A9nements/15')).toMatchObject({ kind: 'page' });
    expect(await resolve('/company/1/Caf%C3%A9%20%26%20Co')).toMatchObject({ kind: 'page' });
  });

  it('leaves a reserved character as it was asked for, so a proxy in front that decodes it meets no redirect back', async () => {
    expect(await resolve('/company/1/Caf%C3%A9%20&%20Co')).toMatchObject({ kind: 'page' });
    expect(await resolveAddress('/company/1/Caf%C3%A9%20&%20Co', '', lookups())).toMatchObject({ kind: 'page' });
    // No segment of dots is made from escapes: `%2E%2E` stays as asked (and names no page).
    expect(await resolveAddress('/about/%2E%2E', '', lookups())).toEqual({ kind: 'not-found' });
  });

  it.each([
    ['/donate/', '/donate', true],
    ['/blog/?category=Health', '/blog?category=Health', true],
    ['/About/2/', '/about/2', true],
    ['/about/', '/about/2', false],
    ['/home/', '/home', true],
  ])('%s with a trailing slash leads to %s in one step', async (href, location, permanent) => {
    expect(await resolve(href)).toEqual({ kind: 'redirect', location, permanent });
  });

  it('keeps a 404 a 404 with a trailing slash, and never leads off the site', async () => {
    expect(await resolve('/no/such/page/')).toEqual({ kind: 'not-found' });
    // Next answers `//host/` itself; what reaches the proxy are encoded slashes, and a menu address is
    // trusted while the tree is unknown: the redirect stays on this site.
    for (const path of ['/%2F%2Fevil.example/5/', '/%5Cevil.example/5/']) {
      const resolution = await resolveAddress(path, '', lookups(null));
      expect(resolution).toEqual({ kind: 'redirect', location: path.slice(0, -1), permanent: true });
    }
    expect(await resolveAddress('//evil.example/', '', lookups())).toEqual({ kind: 'not-found' });
  });

  it('keeps the capitals a page needs, and a 404 stays a 404 in lower case', async () => {
    expect(await resolve('/company/1/Harbor%20Fresh%20Foods')).toMatchObject({ kind: 'page' });
    expect(await resolve('/Cause-Single/999')).toEqual({ kind: 'not-found' });
    expect(await resolve('/No/Such/Page')).toEqual({ kind: 'not-found' });
  });
});

describe("addresses that are nobody's page", () => {
  it.each([
    '/about/01',
    '/about/3',
    '/about/99999',
    '/cause-single/01',
    '/cause-single/999',
    '/blog-single/+1',
    '/blog-single/abc',
    '/blog?page=99',
    '/blog?page=0',
    '/blog?category=Nope',
    '/blog?category=Education&tag=Shelter',
    '/blog?page=1&page=2',
    '/blog/10/extra',
    '/annual%20report/2',
    '/about/%',
    '/mission/%zz',
    '/company/1/Nope',
    '/company/2',
    '/company/2/Mission',
    '/company/3',
    '/no/such/page',
    '/x'.repeat(1100),
    '/menu/10',
  ])('%s is a 404', async (href) => {
    expect(await resolve(href)).toEqual({ kind: 'not-found' });
  });

  it('trusts a menu address while the service has never answered its tree', async () => {
    expect(await resolveAddress('/about/3', '', lookups(null))).toEqual({ kind: 'page', key: 'about' });
  });

  it('lets the feeds and an event download through to their route handlers, read only', async () => {
    expect(await resolve('/feed.xml')).toEqual({ kind: 'page', key: 'blogFeed', handler: true });
    expect(await resolve('/events.ics')).toEqual({ kind: 'page', key: 'eventsCalendar', handler: true });
    expect(await resolve('/event-single/1/calendar.ics')).toEqual({
      kind: 'page',
      key: 'eventCalendar',
      handler: true,
    });
    expect(await resolve('/event-single/99/calendar.ics')).toEqual({ kind: 'not-found' });
  });

  it("draws the home-screen icon at either name iPhones ask for and at Next's own, and at no other address", async () => {
    for (const path of ['/apple-touch-icon.png', '/apple-touch-icon-precomposed.png', '/apple-icon']) {
      expect(await resolve(path)).toEqual({
        kind: 'page',
        key: 'homeScreenIcon',
        target: '/apple-icon',
        handler: true,
      });
    }
    expect(await resolve('/home-screen-icon')).toEqual({ kind: 'not-found' });
    expect(await resolve('/apple-touch-icon-120x120.png')).toEqual({ kind: 'not-found' });
  });

  it('draws Stripe’s Back to a gift’s page where its query is read; the page itself, and only there', async () => {
    expect(await resolve('/donate?cancelled=1&amount=25&frequency=once')).toEqual({
      kind: 'page',
      key: 'donate',
      target: '/donate/again',
    });
    expect(await resolve('/cause-single/1?cancelled=1')).toEqual({
      kind: 'page',
      key: 'cause',
      target: '/cause-single/1/again',
    });
    expect(await resolve('/cause-single/1?amount=25')).toEqual({ kind: 'page', key: 'cause' });
    expect(await resolve('/cause-single/999?cancelled=1')).toEqual({ kind: 'not-found' });
    for (const path of ['/donate/again', '/cause-single/1/again'])
      expect(await resolve(path)).toEqual({ kind: 'not-found' });
  });

  it("lets through the share picture beside a pictured page whose item exists, and no other page's", async () => {
    const target = '/cause-single/1/opengraph-image/picture';
    expect(await resolve(target)).toEqual({ kind: 'page', key: 'openGraphImage', handler: true });
    // Next names it with a hash of the picture's code as its query.
    expect(await resolve(`${target}?0d2e6cf1a7c3b5e4`)).toMatchObject({ kind: 'page', key: 'openGraphImage' });
    expect(await resolve('/blog-single-left-sidebar/2/opengraph-image/picture')).toEqual({
      kind: 'page',
      key: 'openGraphImage',
      handler: true,
    });
    for (const path of [
      '/cause-single/999/opengraph-image/picture', // no such cause
      '/cause-single/01/opengraph-image/picture',
      '/cause-single/1/opengraph-image', // Next draws it only under its id
      '/cause-single/1/opengraph-image/other',
      '/cause-single/1/opengraph-image/picture/more',
      '/opengraph-image/picture',
      '/donate/1/opengraph-image/picture', // no picture of its own
      '/about/2/opengraph-image/picture',
      '/share/images/causes/cause-1.jpg', // the share pictures' former address
    ]) {
      expect({ path, resolution: await resolve(path) }).toEqual({ path, resolution: { kind: 'not-found' } });
    }
  });
});
