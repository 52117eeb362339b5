// The route table: every address of the site, declared once. Each family says which addresses
// are its own (`parse`), builds its links (`href`) and names the page under `app/[site]/` that
// draws it (`target`). The proxy (proxy.ts) resolves every request through it before anything
// renders, so an unknown address is a whole 404 page, and every link in the site comes from here.
import { BLOG_LAYOUTS, type BlogLayout } from './blog-layouts';
import { fixedPage, pageWithId, type Family } from './family';
import { home } from './home';
import { parseId } from './ids';
import { blogList, type BlogListParams } from './blog-list-family';
import { NON_PAGE_SEGMENTS } from './non-page-segments';
import { NOT_FOUND_TARGET, UNAVAILABLE_TARGET } from './status-pages';
import { COMPANY_SEGMENT, MENU_SEGMENTS, type MenuSegment } from './menu-segments';
import { handlerFamilies } from './handler-families';

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

/**
 * First segments that built-in families with an id own, and those the proxy never sees (files, Next's
 * own, the API: see `config.matcher` in proxy.ts); a menu of that name moves to `/menu/{id}`.
 */
const BUILT_IN_ID_SEGMENTS = new Set([
  'cause-single', 'event-single', 'project-single', 'team-single', 'service-single',
  ...Object.values(BLOG_LAYOUTS).map((layout) => layout.postSegment),
  COMPANY_SEGMENT, 'home', NOT_FOUND_TARGET.slice(1), UNAVAILABLE_TARGET.slice(1), 'blog-list',
  ...NON_PAGE_SEGMENTS,
]);

/** The segment a menu's address starts with: its name lowercased, unless a built-in route owns it. */
export function menuSegment(name: string): string {
  const segment = name.replace(/\s+/g, ' ').trim().toLowerCase();
  if (!segment || segment === '.' || segment === '..' || BUILT_IN_ID_SEGMENTS.has(segment)) return 'menu';
  return segment;
}

type MenuRef = { id: number; name: string };

/** Any menu: Home is `/`, the company menu its company list, every other `/{name}/{id}`. */
const menu: Family<{ id: number; segment: string }> & { hrefOf(menu: MenuRef): string } = {
  pattern: '/{menu name}/{id}',
  parse: ({ segments }) => {
    if (segments.length !== 2 || segments[0] === undefined) return null;
    const id = parseId(segments[1]);
    return id === null ? null : { id, segment: segments[0] };
  },
  href: ({ id, segment }) => `/${encodeURIComponent(segment)}/${id}`,
  target: ({ id }) => `/menu/${id}`,
  hrefOf: ({ id, name }) => {
    if (name === 'Home') return home.href({});
    const lowered = name.trim().toLowerCase();
    if (lowered === COMPANY_SEGMENT) return company.href({ id, company: null });
    if (lowered === 'home') return homeMenu.href({ id });
    return menu.href({ id, segment: menuSegment(name) });
  },
};

function blogPost(layout: BlogLayout) {
  return pageWithId(BLOG_LAYOUTS[layout].postSegment, parseId);
}

type CompanyParams = { id: number; company: string | null };

/** `/company/{menu id}` lists a menu's companies; `/company/{menu id}/{name}` shows one. */
const company: Family<CompanyParams> = {
  pattern: '/company/{menu id}/{company name?}',
  parse: ({ segments }) => {
    if (segments[0] !== COMPANY_SEGMENT || segments.length < 2 || segments.length > 3) return null;
    const id = parseId(segments[1]);
    return id === null ? null : { id, company: segments[2] ?? null };
  },
  href: ({ id, company: name }) => `/${COMPANY_SEGMENT}/${id}${name === null ? '' : `/${encodeURIComponent(name)}`}`,
  target: (params) => company.href(params),
};

/** `/home/{id}`: the home page reached through a menu named like Home (its id kept). */
const homeMenu = pageWithId('home', parseId);

const menuPages = Object.fromEntries(MENU_SEGMENTS.map((segment) => [segment, pageWithId(segment, parseId)])) as Record<MenuSegment, Family<{ id: number }>>;

export const routes = {
  home,
  homeMenu,
  ...menuPages,
  contactDefault: fixedPage('contact'),
  company,
  causes: fixedPage('cause'),
  cause: pageWithId('cause-single', parseId),
  events: fixedPage('event'),
  moreEvents: fixedPage('event-s2'),
  event: pageWithId('event-single', parseId),
  projects: fixedPage('project'),
  project: pageWithId('project-single', parseId),
  teamMember: pageWithId('team-single', parseId),
  serviceDetail: pageWithId('service-single', parseId),
  testimonials: fixedPage('testimonial'),
  blog: blogList('right'),
  blogLeftSidebar: blogList('left'),
  blogFullWidth: blogList('none'),
  blogPost: blogPost('right'),
  blogPostLeftSidebar: blogPost('left'),
  blogPostFullWidth: blogPost('none'),
  donate: fixedPage('donate'),
  volunteer: fixedPage('volunteer'),
  login: fixedPage('login'),
  register: fixedPage('register'),
  forgotPassword: fixedPage('forgot-password'),
  search: { ...fixedPage('search'), pattern: '/search?q=' } satisfies Family<Record<string, never>>,
  ...handlerFamilies,
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

