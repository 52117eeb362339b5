// What the proxy asks of the content service to tell a real address from a 404: the menu tree, kept in memory for
// the process's lifetime, and the company names of a menu that lists companies. Asked again, at most once a second,
// when an id or a company is not in what is kept (a menu just added) or an address does not match it (a menu renamed:
// the webhook reaches the pages' cache, not this), and in the background once the tree is older
// than CMS_CACHE_SECONDS (a menu renamed or removed). While the service has never answered, every id may be real:
// the request goes through and the page decides.
import { companySections } from '@/lib/cms-pages/sections';
import { readCmsConfig } from '@/lib/cms/config';
import { fetchMenuTree, readMenuPage } from '@/lib/cms';
import { findMenuById } from '@/lib/cms/reshape';
import type { MenuItem } from '@/lib/cms/types';
import type { RouteLookups } from './resolve';

/** The fewest milliseconds between two questions to the service. */
const ASK_INTERVAL_MS = 1000;

type Kept = { tree: MenuItem[] | null; at: number; companies: Map<number, string[]> };

let kept: Kept = { tree: null, at: 0, companies: new Map() };
let asking: Promise<void> | null = null;
let askedAt = -Infinity;

/** Asks the service for the tree and keeps its answer; within a second of the last question, at the second's end. */
async function ask(): Promise<void> {
  const wait = askedAt + ASK_INTERVAL_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  askedAt = Date.now();
  try {
    kept = { tree: await fetchMenuTree(), at: Date.now(), companies: new Map() };
  } catch {
    // The service cannot answer: what is kept stays (none at all: the request goes through, the page decides).
  }
}

/** One question at a time: those asked meanwhile share its answer. */
function askAgain(): Promise<void> {
  asking ??= ask().finally(() => {
    asking = null;
  });
  return asking;
}

async function menus(id?: number, again = false): Promise<MenuItem[] | null> {
  if (again || kept.tree === null || (id !== undefined && !findMenuById(kept.tree, id))) await askAgain();
  else if (Date.now() - kept.at > readCmsConfig().cacheSeconds * 1000) void askAgain();
  return kept.tree;
}

/** When each menu's companies were last asked for. */
const companiesAskedAt = new Map<number, number>();

async function companies(menuId: number, wanted?: string): Promise<string[] | null> {
  const known = kept.companies.get(menuId);
  if (known && (wanted === undefined || known.includes(wanted))) return known;
  if (known && Date.now() - (companiesAskedAt.get(menuId) ?? 0) < ASK_INTERVAL_MS) return known;
  companiesAskedAt.set(menuId, Date.now());
  const page = await readMenuPage(menuId);
  if (page === null) return [];
  // Never answered (the service is down): not known, so the request goes through.
  if (!page.menuKnown) return known ?? null;
  const names = companySections(page.sections).map((section) => section.key);
  kept.companies.set(menuId, names);
  return names;
}

export const menuLookups: RouteLookups = { menus, companies };
