// Decides, before anything renders, what an address is: a page of the table (and where it is
// drawn, when not at its own address), a known page asked for another way (a redirect), or not
// ours at all. Ids are checked against the content they name, so a page never has to answer 404
// itself (Next renders a page's own notFound() with an empty body: vercel/next.js#62228).
import { findMenuById, findMenuByName } from '@/lib/cms/reshape';
import type { MenuItem } from '@/lib/cms/types';
import { blogListing } from './blog-query';
import { builtInItems, type BuiltInFamily } from './built-in';
import { isCompanyMenu, listsCompanies } from './company-menus';
import type { Address, Family } from './family';
import { decodeSegment } from './ids';
import type { BlogListParams } from './blog-list-family';
import { MENU_SEGMENTS, MENUS_FOUND_BY_NAME, routes, type MenuSegment, type RouteKey } from './table';

export type Resolution =
  /** `target`: where Next draws it, when not at the address asked for; `handler`: a route handler's (read only). */
  | { kind: 'page'; key: RouteKey; target?: string; handler?: true }
  /** `location` is a path with its query; `permanent` when it follows from the address alone. */
  | { kind: 'redirect'; location: string; permanent: boolean }
  /** A menu asked for by name (`/about`) while the service has never answered: ask again shortly (503). */
  | { kind: 'unavailable' }
  | { kind: 'not-found' };

/** What the proxy can learn of the content service (each null while the service has never answered). */
export type RouteLookups = {
  /**
   * The menu tree; asked again (at most once a second) when `id` is given and not in it, or `again` says the kept
   * tree does not match the address (a menu renamed since).
   */
  menus(id?: number, again?: boolean): Promise<MenuItem[] | null>;
  /** Names of the companies a menu lists; asked again (at most once a second) when `wanted` is not among them. */
  companies(menuId: number, wanted?: string): Promise<string[] | null>;
};

/** Longer addresses than this are nobody's page. */
const MAX_PATH_LENGTH = 2048;
const NOT_FOUND: Resolution = { kind: 'not-found' };

/** Whether the menu `id` exists and `accepts` it for the address asked for (yes while the tree is unknown). */
async function menuAt(lookups: RouteLookups, id: number, accepts: (menu: MenuItem) => boolean): Promise<boolean> {
  const found = (menus: MenuItem[] | null) => {
    const menu = menus === null ? undefined : findMenuById(menus, id);
    return menus === null || (menu !== undefined && accepts(menu));
  };
  // The kept tree says no: the menu may have been renamed since, so the service is asked before a 404.
  return found(await lookups.menus(id)) || found(await lookups.menus(id, true));
}

type Check = (params: never, lookups: RouteLookups) => boolean | Promise<boolean>;

/** A menu's page is at the one address the table links it at (`/about/2`, `/annual%20report/7`). */
function linkedAt(key: MenuSegment | 'menu'): Check {
  const family = routes[key] as Family<{ id: number; segment: string }>;
  return (params: { id: number; segment: string }, lookups: RouteLookups) =>
    menuAt(lookups, params.id, (menu) => routes.menu.hrefOf(menu) === family.href(params));
}

const hasPosts = (params: BlogListParams) => blogListing(params) !== null;

/** Whether the thing an address names exists; families without an entry always do. */
const EXISTS: Partial<Record<RouteKey, Check>> = {
  ...Object.fromEntries(
    (Object.keys(builtInItems) as BuiltInFamily[]).map((key) => [
      key,
      ({ id }: { id: number }) => builtInItems[key](id) !== undefined,
    ]),
  ),
  blog: hasPosts,
  blogLeftSidebar: hasPosts,
  blogFullWidth: hasPosts,
  ...Object.fromEntries([...MENU_SEGMENTS, 'menu' as const].map((key) => [key, linkedAt(key)])),
  // Linked at `/` when named exactly Home (lib/routes/table.ts, `hrefOf`), and drawn here too.
  homeMenu: ({ id }: { id: number }, lookups) => menuAt(lookups, id, (menu) => menu.name.toLowerCase() === 'home'),
  eventCalendar: ({ id }: { id: number }) => builtInItems.event(id) !== undefined,
  openGraphImage: ({ page, id }: { page: BuiltInFamily; id: number }) => builtInItems[page](id) !== undefined,
  renderErrorProbe: () => process.env.E2E_THROW_ROUTE === '1',
  company: async ({ id, company }: { id: number; company: string | null }, lookups) => {
    if (!(await menuAt(lookups, id, listsCompanies))) return false;
    const names = await lookups.companies(id, company ?? undefined);
    if (names === null) return true;
    if (company !== null) return names.includes(company);
    // Without companies, only the menu named Company has a page here (its sections, like any menu).
    return names.length > 0 || (await menuAt(lookups, id, isCompanyMenu));
  },
};

const KEYS = Object.keys(routes) as RouteKey[];

/** What the decoded `segments` with `search` are: a page of the table, or where a menu's name leads. */
async function inTable(segments: readonly string[], search: string, lookups: RouteLookups): Promise<Resolution> {
  const address: Address = { segments, query: new URLSearchParams(search) };
  for (const key of KEYS) {
    // The table is a record of differently typed families; each is read with its own params.
    const family = routes[key] as Family<unknown>;
    const params = family.parse(address);
    if (params === null) continue;
    const check = EXISTS[key] as ((params: unknown, lookups: RouteLookups) => boolean | Promise<boolean>) | undefined;
    if (check && !(await check(params, lookups))) return NOT_FOUND;
    const target = family.target?.(params);
    return { kind: 'page', key, ...(target !== undefined && { target }), ...(family.handler && { handler: true }) };
  }
  return menuFoundByName(segments, search, lookups);
}

/**
 * `/about` without an id: a redirect (for now: editors may move the menu) to the page of the menu with that exact
 * name (spec: ids found by name lookup). While the tree is unknown (a restart with the service down) the address may
 * well lead somewhere: a crawler told 404 would drop it, so it is asked to come back.
 */
async function menuFoundByName(
  segments: readonly string[],
  search: string,
  lookups: RouteLookups,
): Promise<Resolution> {
  const name = segments.length === 1 ? MENUS_FOUND_BY_NAME.get(segments[0]!) : undefined;
  if (name === undefined) return NOT_FOUND;
  const menus = await lookups.menus();
  if (menus === null) return { kind: 'unavailable' };
  const href = findMenuByName(menus, name)?.href;
  return href === undefined ? NOT_FOUND : { kind: 'redirect', location: href + search, permanent: false };
}

/**
 * Where `meant`, the address asked for without a mistake (a trailing slash, capitals), leads: there for good when it
 * is a page, else where it leads itself, in one step.
 */
async function correctedTo(meant: string, search: string, lookups: RouteLookups): Promise<Resolution> {
  const resolution = await resolveAddress(meant, search, lookups);
  return resolution.kind === 'page' ? { kind: 'redirect', location: `${meant}${search}`, permanent: true } : resolution;
}

/** RFC 3986's unreserved characters but `.`, left escaped so that no segment of dots is made. */
const UNRESERVED = /^[A-Za-z0-9_~-]$/;

/**
 * A page asked for with escapes that RFC 3986 (6.2.2) counts as the same address (`/cause-single/%31`, `/c%61use`,
 * `%c3%a9` for `%C3%A9`): the same page, so it leads to that address's normal form for good, and no page is served at
 * two addresses. Reserved characters are left as asked (`&` and `%26` are different addresses to the standard, and a
 * proxy in front that decodes them must not meet a redirect back, which would never end).
 */
function inNormalForm(pathname: string, search: string, resolution: Resolution): Resolution {
  const normal = pathname.replace(/%([0-9a-f]{2})/gi, (escape, hex: string) => {
    const character = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : escape.toUpperCase();
  });
  return normal === pathname ? resolution : { kind: 'redirect', location: `${normal}${search}`, permanent: true };
}

/** What `pathname` (still percent-encoded, as requested) with `search` is. */
export async function resolveAddress(pathname: string, search: string, lookups: RouteLookups): Promise<Resolution> {
  if (pathname.length > MAX_PATH_LENGTH || !pathname.startsWith('/')) return NOT_FOUND;
  // `/donate/`, `/about/`: in one step (Next's own trailing-slash redirect, off in next.config.ts, made two hops).
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const bare = pathname.replace(/\/+$/, '') || '/';
    // Never a location another host could be read from (`//host`, `/\host`), whatever the table accepts.
    return /^\/[/\\]/.test(bare) ? NOT_FOUND : correctedTo(bare, search, lookups);
  }
  const decoded = (pathname === '/' ? [] : pathname.slice(1).split('/')).map(decodeSegment);
  if (decoded.some((segment) => !segment)) return NOT_FOUND;
  const segments = decoded as string[];
  const resolution = await inTable(segments, search, lookups);
  if (resolution.kind === 'page') return inNormalForm(pathname, search, resolution);
  // Typed with capitals (`/Donate`, `/About/102`, `/About`): every family's first segment is lower case
  // (a company's name, later in the address, keeps its capitals).
  const lower = segments.map((segment, index) => (index === 0 ? segment.toLowerCase() : segment));
  if (resolution.kind !== 'not-found' || lower[0] === segments[0]) return resolution;
  return correctedTo(`/${lower.map(encodeURIComponent).join('/')}`, search, lookups);
}
