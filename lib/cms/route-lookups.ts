// What the proxy asks of the content service to tell a real address from a 404: the menu tree and a menu's
// company names, from the same cache as the pages' (answers.ts), so the proxy and the pages agree.
import { companySections } from '@/lib/cms-pages/sections';
import type { RouteLookups } from '@/lib/routes/resolve';
import { siteAnswers } from './answers';
import { createCmsClient, type AnswerCache } from './client';
import { readCmsConfig } from './config';
import { requestCms } from './transport';

/** The answers as they are: a proxy's decision is no page to keep. */
const asTheyAre: AnswerCache = {
  read: (key, ttlMs, load, fallback, tags) => siteAnswers().read(key, ttlMs, load, fallback, tags),
  peek: (key) => siteAnswers().peek(key),
};

const client = createCmsClient(() => readCmsConfig(), requestCms, asTheyAre);

export const cmsRouteLookups: RouteLookups = {
  menus: () => client.readMenus(),
  companies: async (menuId) => {
    const page = await client.getMenuPage(menuId);
    if (page === null) return [];
    // Never answered (a restart while the service is down): not known, so the cached page is served.
    if (!page.menuKnown) return null;
    return companySections(page.sections).map((section) => section.key);
  },
};
