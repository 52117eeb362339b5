// What the proxy asks of the content service to tell a real address from a 404: the menu tree and a menu's
// company names, from the same cached getters as the pages', so the proxy and the pages agree.
import { companySections } from '@/lib/cms-pages/sections';
import type { RouteLookups } from '@/lib/routes/resolve';
import { readMenuPage, readMenus } from './getters';

export const cmsRouteLookups: RouteLookups = {
  menus: () => readMenus(),
  companies: async (menuId) => {
    const page = await readMenuPage(menuId);
    if (page === null) return [];
    // Never answered (a restart while the service is down): not known, so the cached page is served.
    if (!page.menuKnown) return null;
    return companySections(page.sections).map((section) => section.key);
  },
};
