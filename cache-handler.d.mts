import { CacheHandler } from '@fortedigital/nextjs-cache-handler';

/** Next's cache handler with REDIS_URL (cache-handler.mjs): the package's, honouring a revalidation's `expire`. */
export default class SiteCacheHandler extends CacheHandler {
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}
