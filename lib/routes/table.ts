// The route table: every address of the site, declared once. Each family says which addresses
// are its own (`parse`) and builds its links (`href`); each is drawn by its own folder under `app/`
// (`/cause-single/{id}` by app/cause-single/[id]), or where its `target` says. The proxy (proxy.ts)
// resolves every request through it before anything renders, so an unknown address is a whole 404
// page, and every link in the site comes from here.
import { BLOG_LAYOUTS, type BlogLayout } from './blog-layouts';
import { fixedPage, pageWithId, type Address, type Family } from './family';
import { home } from './home';
import { parseId } from './ids';
import { blogList, type BlogListParams } from './blog-list-family';
import { NON_PAGE_SEGMENTS } from './non-page-segments';
import { NOT_FOUND_TARGET, UNAVAILABLE_TARGET } from './status-pages';
import { COMPANY_SEGMENT, MENU_SEGMENTS, type MenuSegment } from './menu-segments';

export { MENU_SEGMENTS, type MenuSegment } from './menu-segments';

/** The menu name a fixed page's segment stands for: `about` -> About. */
export function menuNameOf(segment: string): string {
  return segment.charAt(0).toUpperCase() + segment.slice(1);
}

/**
 * Menus found by their exact name (spec, routes): `/about` without an id leads to the page of the menu
 * named About (the proxy redirects there), and so on for each fixed menu page. Contact has a page of
 * its own at `/contact`, and Home is `/`.
 */
export const MENUS_FOUND_BY_NAME: ReadonlyMap<string, string> = new Map(
  MENU_SEGMENTS.filter((segment) => segment !== 'contact').map((segment) => [segment, menuNameOf(segment)]),
);

/** Where a menu of any other name is drawn (`/annual%20report/14` by app/menu/[id]). */
const ANY_MENU_SEGMENT = 'menu';

/** The first literal segment of an address pattern with more than one segment (`/cause-single/{id}` -> cause-single). */
function idSegmentOf(pattern: string): string[] {
  const [first, ...rest] = pattern.split('?')[0]!.split('/').slice(1);
  return first && !first.startsWith('{') && rest.length > 0 ? [first] : [];
}

let reservedSegments: ReadonlySet<string> | undefined;

/**
 * First segments a menu's address may not take, read off the table (its families with an id, but the menu
 * pages' own), the pages the proxy draws under other names and the addresses it never sees (files, the API):
 * a menu of such a name moves to `/menu/{id}`.
 */
function reserved(): ReadonlySet<string> {
  const menuFamilies = new Set<string>(MENU_SEGMENTS);
  return (reservedSegments ??= new Set([
    ...Object.entries(routes).flatMap(([key, family]) => (menuFamilies.has(key) ? [] : idSegmentOf(family.pattern))),
    NOT_FOUND_TARGET.slice(1),
    UNAVAILABLE_TARGET.slice(1),
    'blog-list',
    ...NON_PAGE_SEGMENTS,
  ]));
}

/** The segment a menu's address starts with: its name lowercased, unless another family owns it. */
export function menuSegment(name: string): string {
  const segment = name.replace(/\s+/g, ' ').trim().toLowerCase();
  if (!segment || segment === '.' || segment === '..' || reserved().has(segment)) return ANY_MENU_SEGMENT;
  return segment;
}

type MenuRef = { id: number; name: string };

/**
 * Any menu: Home is `/`, the company menu its company list, every other `/{name}/{id}`. `canonicalHrefOf`: the
 * menu named exactly Contact is drawn at `/contact` too, its one public address.
 */
const menu: Family<{ id: number; segment: string }> & {
  hrefOf(menu: MenuRef): string;
  canonicalHrefOf(menu: MenuRef): string;
} = {
  pattern: '/{menu name}/{id}',
  parse: ({ segments }) => {
    if (segments.length !== 2 || segments[0] === undefined) return null;
    const id = parseId(segments[1]);
    return id === null ? null : { id, segment: segments[0] };
  },
  href: ({ id, segment }) => `/${encodeURIComponent(segment)}/${id}`,
  // Next draws a first segment of any name only in a folder that would take the files' and the API's too.
  target: ({ id }) => `/${ANY_MENU_SEGMENT}/${id}`,
  listed: 'menus',
  hrefOf: ({ id, name }) => {
    if (name === 'Home') return home.href({});
    const lowered = name.trim().toLowerCase();
    if (lowered === COMPANY_SEGMENT) return company.href({ id, company: null });
    if (lowered === 'home') return homeMenu.href({ id });
    return menu.href({ id, segment: menuSegment(name) });
  },
  canonicalHrefOf: (ref) => (ref.name === 'Contact' ? routes.contactDefault.href({}) : menu.hrefOf(ref)),
};

/** A detail page of built-in content (`/cause-single/{id}`), each item in the sitemap. */
function builtInItems(segment: string): Family<{ id: number }> {
  return { ...pageWithId(segment, parseId), listed: 'items' };
}

function blogPost(layout: BlogLayout) {
  return pageWithId(BLOG_LAYOUTS[layout].postSegment, parseId);
}

type CompanyParams = { id: number; company: string | null };

/** `/company/{menu id}` lists a menu's companies; `/company/{menu id}/{name}` shows one. */
const company: Family<CompanyParams> = {
  pattern: '/company/{menu id}/{company name?}',
  listed: 'companies',
  parse: ({ segments }) => {
    if (segments[0] !== COMPANY_SEGMENT || segments.length < 2 || segments.length > 3) return null;
    const id = parseId(segments[1]);
    return id === null ? null : { id, company: segments[2] ?? null };
  },
  href: ({ id, company: name }) => `/${COMPANY_SEGMENT}/${id}${name === null ? '' : `/${encodeURIComponent(name)}`}`,
};

/** `/home/{id}`: the home page reached through a menu named like Home (its id kept). */
const homeMenu = pageWithId('home', parseId);

/** `/about/{id}`, `/mission/{id}` …: each fixed menu page is drawn by its folder (app/mission/[id] …). */
const menuPages = Object.fromEntries(MENU_SEGMENTS.map((segment) => [segment, pageWithId(segment, parseId)])) as Record<
  MenuSegment,
  Family<{ id: number }>
>;

/** Where Stripe Checkout sends a donor back (`?session_id=`): each page is one donor's own, so never listed. */
const donateThanks: Family<Record<string, never>> = {
  pattern: '/donate/thank-you?session_id=',
  parse: ({ segments }) =>
    segments.length === 2 && segments[0] === 'donate' && segments[1] === 'thank-you' ? {} : null,
  href: () => '/donate/thank-you',
};

/** What Stripe's Back brings: `?cancelled=1` and the gift's choices (lib/giving/gift-form.ts). */
type Cancelled = { cancelled?: true };

/**
 * A page a gift begins on: Stripe's Back to it (`?cancelled=1`) is drawn at `{href}/again`, where the query is read
 * to refill the form (app/donate/again, app/cause-single/[id]/again); without it the page stays one cached page.
 */
function giftPage<P extends object>(family: Family<P>): Family<P & Cancelled> {
  return {
    ...family,
    parse: (address) => {
      const params = family.parse(address);
      return params && address.query.get('cancelled') === '1' ? { ...params, cancelled: true } : params;
    },
    target: (params) => (params.cancelled ? `${family.href(params)}/again` : undefined),
  };
}

/** A family a route handler answers (feeds, files crawlers ask for by name): read only. */
function handler<P>(family: Family<P>): Family<P> {
  return { ...family, handler: true };
}

/** The names iPhones ask for the home-screen icon by (older ones the second), and Next's own (app/apple-icon.ts). */
const HOME_SCREEN_ICON_NAMES = ['apple-touch-icon.png', 'apple-touch-icon-precomposed.png', 'apple-icon'];

/** The pages whose item's own picture is shared by the `opengraph-image` beside them (lib/share-pictures/). */
const PICTURED_PAGES = [
  'cause',
  'event',
  'project',
  'teamMember',
  'serviceDetail',
  'blogPost',
  'blogPostLeftSidebar',
  'blogPostFullWidth',
] as const;

/** The id the share picture of a pictured page goes by (its `generateImageMetadata`), the last segment of its address. */
export const OPEN_GRAPH_IMAGE_ID = 'picture';

/**
 * `/cause-single/1/opengraph-image/picture`: the share picture of a pictured page, where Next's `opengraph-image`
 * convention puts it (`generateImageMetadata` adds the id); Next names it, with a hash query, in the page's og:image.
 */
const openGraphImage: Family<{ page: (typeof PICTURED_PAGES)[number]; id: number }> = {
  pattern: `/{pictured page}/{id}/opengraph-image/${OPEN_GRAPH_IMAGE_ID}`,
  parse: ({ segments }) => {
    if (segments.length !== 4 || segments[2] !== 'opengraph-image' || segments[3] !== OPEN_GRAPH_IMAGE_ID) return null;
    const address = { segments: segments.slice(0, 2), query: new URLSearchParams() };
    for (const page of PICTURED_PAGES) {
      const params = routes[page].parse(address);
      if (params !== null) return { page, id: params.id };
    }
    return null;
  },
  href: ({ page, id }) => `${routes[page].href({ id })}/opengraph-image/${OPEN_GRAPH_IMAGE_ID}`,
  handler: true,
};

/** One event's "Add to calendar" download. */
const eventCalendar: Family<{ id: number }> = {
  pattern: '/event-single/{id}/calendar.ics',
  parse: ({ segments }: Address) => {
    if (segments.length !== 3 || segments[0] !== 'event-single' || segments[2] !== 'calendar.ics') return null;
    const id = parseId(segments[1]);
    return id === null ? null : { id };
  },
  href: ({ id }) => `/event-single/${id}/calendar.ics`,
  handler: true,
};

/** The icon a phone's home screen shows, by every name it is asked for. */
const homeScreenIcon = {
  pattern: '/apple-touch-icon.png',
  parse: ({ segments }: Address) =>
    segments.length === 1 && HOME_SCREEN_ICON_NAMES.includes(segments[0]!) ? {} : null,
  href: () => '/apple-icon',
  target: () => '/apple-icon',
  handler: true,
} as const satisfies Family<Record<string, never>>;

export const routes = {
  home: { ...home, listed: 'page' },
  homeMenu,
  ...menuPages,
  contactDefault: fixedPage('contact', true),
  company,
  causes: fixedPage('cause', true),
  cause: giftPage(builtInItems('cause-single')),
  events: fixedPage('event', true),
  moreEvents: fixedPage('event-s2', true),
  event: builtInItems('event-single'),
  projects: fixedPage('project', true),
  project: builtInItems('project-single'),
  teamMember: builtInItems('team-single'),
  serviceDetail: builtInItems('service-single'),
  testimonials: fixedPage('testimonial', true),
  // The other two layouts show the same lists and posts under these canonical addresses.
  blog: { ...blogList('right'), listed: 'blog pages' },
  blogLeftSidebar: blogList('left'),
  blogFullWidth: blogList('none'),
  blogPost: { ...blogPost('right'), listed: 'items' },
  blogPostLeftSidebar: blogPost('left'),
  blogPostFullWidth: blogPost('none'),
  donate: giftPage(fixedPage('donate', true)),
  donateThanks,
  volunteer: fixedPage('volunteer', true),
  login: fixedPage('login'),
  register: fixedPage('register'),
  forgotPassword: fixedPage('forgot-password'),
  search: { ...fixedPage('search'), pattern: '/search?q=' } satisfies Family<Record<string, never>>,
  // Feeds that readers and calendar apps poll, the files crawlers ask for by name, the icons and share pictures.
  blogFeed: handler(fixedPage('feed.xml')),
  eventsCalendar: handler(fixedPage('events.ics')),
  eventCalendar,
  sitemap: handler(fixedPage('sitemap.xml')),
  robots: handler(fixedPage('robots.txt')),
  favicon: handler(fixedPage('favicon.ico')),
  homeScreenIcon,
  openGraphImage,
  // Test-only: the journeys prove the error page here; it exists only with E2E_THROW_ROUTE=1.
  renderErrorProbe: fixedPage('e2e-render-error'),
  // Last: any other two-segment address may be a menu of any name.
  menu,
} as const;

export type RouteKey = keyof typeof routes;

/** The blog list and post families of one layout. */
export const blogRoutes: Record<BlogLayout, { list: Family<BlogListParams>; post: Family<{ id: number }> }> = {
  right: { list: routes.blog, post: routes.blogPost },
  left: { list: routes.blogLeftSidebar, post: routes.blogPostLeftSidebar },
  none: { list: routes.blogFullWidth, post: routes.blogPostFullWidth },
};

/** A blog list's address in one layout, optionally filtered by a category or a tag (page 1). */
export function blogListHref(layout: BlogLayout, filter: { category?: string; tag?: string } = {}): string {
  return blogRoutes[layout].list.href({ layout, category: filter.category ?? null, tag: filter.tag ?? null, page: 1 });
}
