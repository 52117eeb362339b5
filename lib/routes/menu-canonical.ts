// A menu page's one public address, for its canonical link and the sitemap, and the other one it is drawn
// at. The menu named exactly Contact is drawn at `/contact` (its `/contact/{id}` shows the same page).
import { HOME_ALIAS_HREF, HOME_HREF } from './home-href';
import { routes } from './table';

type MenuRef = { id: number; name: string };

export function canonicalMenuHref(menu: MenuRef): string {
  return routes.menu.canonicalHrefOf(menu);
}

/**
 * The other address a menu entry's page is drawn at, if any: `/contact` for the Contact menu's `/contact/{id}`,
 * `/home` for Home's `/`. The main menu marks the entry there too (CurrentPageMark.client.tsx).
 */
export function otherMenuHref(menu: MenuRef): string | undefined {
  const href = routes.menu.hrefOf(menu);
  if (href === HOME_HREF) return HOME_ALIAS_HREF;
  const canonical = canonicalMenuHref(menu);
  return canonical === href ? undefined : canonical;
}
