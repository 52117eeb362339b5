// What the proxy asks of the content service to tell a real address from a 404: the menu tree and
// a menu's company names. The proxy runs apart from the pages' data cache, so it keeps its own
// in-memory client (refreshed in the background every third of CMS_CACHE_SECONDS, as the pages'
// answers are, and at once after a revalidation), which costs at most a call per answer per period,
// and keeps its last good answers on disk for a restart while the service is down (answer-file-store.ts), and in
// the cluster's Redis when there is one (shared-answer-store.ts).
import { companySections } from '@/lib/cms-pages/sections';
import type { RouteLookups } from '@/lib/routes/resolve';
import { answerFileStore, PROXY_ANSWERS_DIR } from './answer-file-store';
import { LastGoodCache } from './cache';
import { createCmsClient } from './client';
import { readCmsConfig } from './config';
import { revalidationCount } from './revalidation-signal';
import { requestCms } from './transport';
import { BUILD_STAMP } from '@/lib/build-stamp';
import { redisUrl } from '@/lib/redis-url';
import { sharedAnswerStore } from './shared-answer-store';

const onDisk = answerFileStore(PROXY_ANSWERS_DIR, BUILD_STAMP);
/** With a Redis, the cluster's last good answers, kept on this machine's disk too for a restart while Redis is away. */
const kept = redisUrl() ? sharedAnswerStore(BUILD_STAMP, onDisk) : onDisk;
const client = createCmsClient(() => readCmsConfig(), requestCms, new LastGoodCache(Date.now, kept));
let seenRevalidations = revalidationCount();

function freshClient() {
  const count = revalidationCount();
  if (count !== seenRevalidations) {
    seenRevalidations = count;
    client.expireCache();
  }
  return client;
}

export const cmsRouteLookups: RouteLookups = {
  menus: () => freshClient().readMenus(),
  companies: async (menuId) => {
    const page = await freshClient().getMenuPage(menuId);
    if (page === null) return [];
    // Never answered (a restart while the service is down): not known, so the cached page is served.
    if (!page.menuKnown) return null;
    return companySections(page.sections).map((section) => section.key);
  },
};
