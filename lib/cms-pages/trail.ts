// Finds the menus above a page, for the breadcrumb of the pages fed by the service.
import type { MenuItem } from '@/lib/cms/types';

/** The menus above `id` in the tree, outermost first ([] for a top-level menu or an unknown id). */
export function menuTrail(items: readonly MenuItem[], id: number): MenuItem[] {
  for (const item of items) {
    if (item.id === id) return [];
    const below = menuTrail(item.children, id);
    if (below.length > 0 || containsId(item.children, id)) return [item, ...below];
  }
  return [];
}

function containsId(items: readonly MenuItem[], id: number): boolean {
  return items.some((item) => item.id === id || containsId(item.children, id));
}
