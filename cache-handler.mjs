// Next's incremental cache (pages, feeds, the content service's answers): shared by every instance through one
// Redis when REDIS_URL is set, else kept by each server in memory and on disk; see docs/caching.md. Every key
// carries the build and the service (lib/service-identity.mjs), so one build never shows another service's pages.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import v8 from 'node:v8';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { connectRedis, redisUrl, whileConnecting } from './lib/redis.mjs';
import { serviceIdentity } from './lib/service-identity.mjs';

/** How long an entry outlives its revalidation time: stale pages are served while they are made again. */
const KEEP_STALE_SECONDS = 7 * 24 * 60 * 60;
/** The LRU's bounds: most pages and answers of a site fit. */
const LRU = { maxItemsNumber: 2000, maxItemSizeBytes: 256 * 1024 * 1024 };
/** Where the Redis handler keeps when each tag was last revalidated (its `__revalidated_tags__`). */
const REVALIDATED_TAGS = '__revalidated_tags__';

/**
 * Redis, every instance's one cache: what one instance writes or revalidates, every other reads at once. A command
 * never makes a visitor wait long: it fails at once while Redis is away and within half a second when it does not
 * answer; an instance's first requests wait for the first connection, half a second at most.
 */
function sharedThroughRedis(url, namespace) {
  const connection = connectRedis(url, { commandTimeout: 500, connectionName: 'site-cache' });
  // Outages are reported by the process's shared connection (lib/redis.mjs), once.
  connection.on('error', () => undefined);
  const keyPrefix = `site:cache:${namespace}:`;
  const redis = createRedisHandler({ client: ioredisAdapter(connection), keyPrefix, timeoutMs: 500 });
  return {
    name: 'redis',
    async get(key, meta) {
      await whileConnecting(connection);
      return redis.get(key, meta);
    },
    async set(key, value, ctx) {
      await whileConnecting(connection);
      return redis.set(key, value, ctx);
    },
    async revalidateTag(tag) {
      // One command first: from it on, every instance's read of an entry with this tag is a miss (the handler
      // compares each entry's tags with these times); then the handler removes the entries.
      await connection.hset(`${keyPrefix}${REVALIDATED_TAGS}`, tag, Date.now());
      await redis.revalidateTag(tag);
    },
    delete: (key) => redis.delete(key),
  };
}

/**
 * The build this server runs. Its entries are kept apart from other builds': during a rolling deploy an old and a
 * new instance share Redis, and a page of one build names scripts the other does not have.
 */
const thisBuild = () => readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();

/**
 * Without Redis: each entry in memory and in a file of its own under `.next/cache/site/`, so that a server restarted
 * while the content service is down still has its last good pages and content. Next's own file-system cache would
 * key pages by their address alone, and one build folder may serve several services at once (one server each).
 */
function inMemoryAndOnDisk(namespace) {
  const memory = createLruHandler(LRU);
  const folder = path.join(process.cwd(), '.next', 'cache', 'site', namespace);
  const file = (key) => path.join(folder, createHash('sha256').update(key).digest('hex'));
  const read = async (at) => v8.deserialize(await readFile(at));
  return {
    name: 'memory-and-disk',
    async get(key, meta) {
      const remembered = await memory.get(key, meta);
      if (remembered) return remembered;
      const kept = await read(file(key)).catch(() => null);
      if (kept) await memory.set(key, kept);
      return kept;
    },
    async set(key, value, ctx) {
      await memory.set(key, value, ctx);
      await mkdir(folder, { recursive: true });
      // Written whole, then renamed: a reader never sees half an entry.
      const partial = `${file(key)}.${process.pid}.part`;
      await writeFile(partial, v8.serialize(value));
      await rename(partial, file(key));
    },
    async revalidateTag(tag) {
      await memory.revalidateTag(tag);
      for (const name of await readdir(folder).catch(() => [])) {
        const entry = await read(path.join(folder, name)).catch(() => null);
        if (entry?.tags?.includes(tag)) await rm(path.join(folder, name), { force: true });
      }
    },
    async delete(key) {
      await memory.delete(key);
      await rm(file(key), { force: true });
    },
  };
}

const namespace = () => `${thisBuild()}:${serviceIdentity()}`;

// Redis first; the instance's own memory (written alongside) answers only while Redis cannot, so Redis down degrades
// to each instance's own cache (the handler asks the next one only when one throws). The build keeps its pages
// in memory: what it renders is not yet served by anyone.
CacheHandler.onCreation(() => {
  if (process.env.NEXT_PHASE === 'phase-production-build') return { handlers: [createLruHandler(LRU)] };
  const url = redisUrl();
  return {
    handlers: url
      ? [sharedThroughRedis(url, namespace()), createLruHandler(LRU)]
      : [inMemoryAndOnDisk(namespace().replace(':', '-'))],
    ttl: { estimateExpireAge: (staleAge) => staleAge + KEEP_STALE_SECONDS },
  };
});

/**
 * Next names how soon a revalidated tag expires: at once (`{ expire: 0 }`, the webhook when the content service
 * answers) or later, the entries only marked stale (the webhook while the service is down, so that the last good
 * content stays). Redis keeps no stale marks: such a revalidation leaves the entries to their own lifetime.
 */
export default class SiteCacheHandler extends CacheHandler {
  async revalidateTag(tags, durations) {
    if (durations?.expire) return;
    await super.revalidateTag(tags);
  }
}
