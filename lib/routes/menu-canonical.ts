// A menu page's one public address, for its canonical link and the sitemap. The menu named
// exactly Contact is drawn at `/contact` (its `/contact/{id}` shows the same page).
import { routes } from './table';

type MenuRef = { id: number; name: string };

export function canonicalMenuHref(menu: MenuRef): string {
  return menu.name === 'Contact' ? routes.contactDefault.href({}) : routes.menu.hrefOf(menu);
}
