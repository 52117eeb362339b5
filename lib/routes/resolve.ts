// Decides, before anything renders, what an address is: a page of the table (and where it is
// drawn), a route handler to let through, or not ours at all. Ids are checked against the content
// they name, so a page never has to answer 404 itself (Next renders a page's own notFound() with
// an empty body: vercel/next.js#62228).
import type { MenuItem } from '@/lib/cms/types';
import { blogListing } from './blog-query';
import { builtInItems, type BuiltInFamily } from './built-in';
import type { Address, Family } from './family';
import { decodeSegment } from './ids';
import { MENU_SEGMENTS, routes, type BlogListParams, type RouteKey } from './table';

export type Resolution =
  | { kind: 'page'; key: RouteKey; target: string }
  | { kind: 'handler'; key: RouteKey }
  | { kind: 'not-found' };

/** What the proxy can learn of the content service (each null while the service has never answered). */
export type RouteLookups = {
  menus(): Promise<MenuItem[] | null>;
  /** Names of the companies a menu lists. */
  companies(menuId: number): Promise<string[] | null>;
};

/** Longer addresses than this are nobody's page. */
const MAX_PATH_LENGTH = 2048;
const NOT_FOUND: Resolution = { kind: 'not-found' };

function findMenu(menus: readonly MenuItem[], id: number): MenuItem | undefined {
  for (const item of menus) {
    if (item.id === id) return item;
    const child = findMenu(item.children, id);
    if (child) return child;
  }
  return undefined;
}

/** Whether the menu `id` lives at the address whose first segment is `segment` (yes while the tree is unknown). */
async function menuAt(lookups: RouteLookups, id: number, accepts: (menu: MenuItem) => boolean): Promise<boolean> {
  const menus = await lookups.menus();
  if (menus === null) return true;
  const menu = findMenu(menus, id);
  return menu !== undefined && accepts(menu);
}

type Check = (params: never, lookups: RouteLookups) => boolean | Promise<boolean>;

const lower = (menu: MenuItem) => menu.name.toLowerCase();

/** Whether the thing an address names exists; families without an entry always do. */
const EXISTS: Partial<Record<RouteKey, Check>> = {
  ...Object.fromEntries(
    (Object.keys(builtInItems) as BuiltInFamily[]).map((key) => [key, ({ id }: { id: number }) => builtInItems[key](id) !== undefined]),
  ),
  blog: (params: BlogListParams) => blogListing(params) !== null,
  blogLeftSidebar: (params: BlogListParams) => blogListing(params) !== null,
  blogFullWidth: (params: BlogListParams) => blogListing(params) !== null,
  homeMenu: ({ id }: { id: number }, lookups) => menuAt(lookups, id, (menu) => lower(menu) === 'home'),
  ...Object.fromEntries(
    MENU_SEGMENTS.map(
      (segment) => [segment, ({ id }: { id: number }, lookups: RouteLookups) => menuAt(lookups, id, (menu) => lower(menu) === segment)],
    ),
  ),
  eventCalendar: ({ id }: { id: number }) => builtInItems.event(id) !== undefined,
  renderErrorProbe: () => process.env.E2E_THROW_ROUTE === '1',
  company: async ({ id, company }: { id: number; company: string | null }, lookups) => {
    if (!(await menuAt(lookups, id, () => true))) return false;
    const names = await lookups.companies(id);
    if (names === null) return true;
    if (company !== null) return names.includes(company);
    // Without companies, only the menu named Company has a page here (its sections, like any menu).
    return names.length > 0 || (await menuAt(lookups, id, (menu) => lower(menu) === 'company'));
  },
  // A menu's one address is the one the table builds for it (Home, Company and the fixed families have their own).
  menu: ({ id, segment }: { id: number; segment: string }, lookups) =>
    menuAt(lookups, id, (menu) => routes.menu.hrefOf(menu) === routes.menu.href({ id, segment })),
};

const KEYS = Object.keys(routes) as RouteKey[];

/** What `pathname` (still percent-encoded, as requested) with `search` is. */
export async function resolveAddress(pathname: string, search: string, lookups: RouteLookups): Promise<Resolution> {
  if (pathname.length > MAX_PATH_LENGTH || !pathname.startsWith('/')) return NOT_FOUND;
  const raw = pathname === '/' ? [] : pathname.slice(1).split('/');
  const segments = raw.map(decodeSegment);
  if (segments.some((segment) => segment === null || segment === '')) return NOT_FOUND;
  const address: Address = { segments: segments as string[], query: new URLSearchParams(search) };
  for (const key of KEYS) {
    // The table is a record of differently typed families; each is read with its own params.
    const family = routes[key] as Family<unknown>;
    const params = family.parse(address);
    if (params === null) continue;
    const check = EXISTS[key] as ((params: unknown, lookups: RouteLookups) => boolean | Promise<boolean>) | undefined;
    if (check && !(await check(params, lookups))) return NOT_FOUND;
    const target = family.target(params);
    return target === null ? { kind: 'handler', key } : { kind: 'page', key, target };
  }
  return NOT_FOUND;
}
