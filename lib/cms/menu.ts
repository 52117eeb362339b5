// The service's menu tree made fit for the header and the routes: clean names, their addresses, and
// lookups by id or name.
import { otherMenuHref } from '@/lib/routes/menu-canonical';
import { routes } from '@/lib/routes/table';
import type { RawMenuNode } from './schemas';
import type { MenuItem } from './types';

/** Plain text for a menu name: editors type free text, which renders as text, never markup. */
function cleanName(name: string): string {
  return name.replace(/\s+/g, ' ').trim();
}

export function reshapeMenuTree(nodes: RawMenuNode[]): MenuItem[] {
  return nodes.map((node) => {
    const name = cleanName(node.name);
    const alsoAt = otherMenuHref({ id: node.id, name });
    return {
      id: node.id,
      name,
      href: routes.menu.hrefOf({ id: node.id, name }),
      ...(alsoAt && { alsoAt }),
      children: reshapeMenuTree(node.children),
    };
  });
}

export function* walkMenus(items: readonly MenuItem[]): Generator<MenuItem> {
  for (const item of items) {
    yield item;
    yield* walkMenus(item.children);
  }
}

/** Page lookups match names exactly, at any depth. */
export function findMenuByName(items: readonly MenuItem[], name: string): MenuItem | undefined {
  for (const item of walkMenus(items)) if (item.name === name) return item;
  return undefined;
}

export function findMenuById(items: readonly MenuItem[], id: number): MenuItem | undefined {
  for (const item of walkMenus(items)) if (item.id === id) return item;
  return undefined;
}
