// Which menus have company pages (`/company/{menu id}/{name?}`). The home page lists its companies
// in a carousel and a menu named Company links to its list; every other menu's sections (Mission,
// Vision, Address…) are that menu's own page, so `/company/{their id}` is no page.
import { routes } from './table';

type MenuRef = { id: number; name: string };

export function listsCompanies(menu: MenuRef): boolean {
  const href = routes.menu.hrefOf(menu);
  return href === routes.home.href({}) || href === companyListHref(menu);
}

/** The menu named Company, whose header link is its company list. */
export function isCompanyMenu(menu: MenuRef): boolean {
  return routes.menu.hrefOf(menu) === companyListHref(menu);
}

const companyListHref = ({ id }: MenuRef) => routes.company.href({ id, company: null });
