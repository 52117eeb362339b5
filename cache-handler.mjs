// Next's incremental cache (pages, feeds, the content service's answers) shared by every instance through one
// Redis when REDIS_URL is set (next.config.ts names this file only then); see docs/caching.md.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { Redis } from 'ioredis';
import { redisUrl } from './lib/redis-url.mjs';
import { serviceIdentity } from './lib/service-identity.mjs';

/** What one instance tells the others: an entry it wrote (their copies are older) or a tag it revalidated. */
const CHANNEL = 'site:cache-changes';
/** How long an entry outlives its revalidation time: stale pages are served while they are made again. */
const KEEP_STALE_SECONDS = 7 * 24 * 60 * 60;
/** The LRU's bounds: most pages and answers of a site fit; the rest come from Redis. */
const LRU = { maxItemsNumber: 2000, maxItemSizeBytes: 256 * 1024 * 1024 };
const INSTANCE = randomUUID();

/**
 * A client that never makes a visitor wait for Redis: commands fail at once while it is away (the handler then
 * answers from this instance's memory) and within half a second when it does not answer.
 */
function client(url) {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 500,
    connectTimeout: 1000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  });
}

/**
 * Waits, while the connection is being made (an instance's first requests), until it is made or fails, for half a
 * second at most; at once otherwise, Redis up or away.
 */
function whileConnecting(connection) {
  return () => {
    if (!['wait', 'connecting', 'connect'].includes(connection.status)) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        connection.off('ready', done);
        connection.off('close', done);
        resolve();
      };
      const timer = setTimeout(done, 500);
      connection.once('ready', done);
      connection.once('close', done);
    });
  };
}

/** Tells this process's answers' cache of another instance's revalidation (lib/cms/revalidation-signal.ts). */
function heardRevalidation(tag) {
  const key = Symbol.for('charity-site.cms-revalidations');
  globalThis[key] ??= { pending: new Set() };
  globalThis[key].pending.add(tag);
}

/** Hands the command connection to lib/shared-redis.ts, so that a process opens one, not two. */
function shareConnection(url, connection) {
  const key = Symbol.for('charity-site.shared-redis');
  globalThis[key] ??= new Map();
  globalThis[key].set(url, Promise.resolve(connection));
}

/**
 * The LRU in front of Redis: reads come from memory, then Redis (kept in memory once read); writes and
 * revalidations go to both, and are announced, so the other instances drop their copies. With Redis away,
 * the instance carries on from its own memory.
 */
function sharedWithMemoryInFront(redisUrl, build) {
  const lru = createLruHandler(LRU);
  const connection = client(redisUrl);
  const connected = whileConnecting(connection);
  const redis = createRedisHandler({
    client: ioredisAdapter(connection),
    keyPrefix: `site:cache:${build}:${serviceIdentity()}:`,
    timeoutMs: 500,
  });
  const announce = (change) =>
    connection.publish(CHANNEL, JSON.stringify({ ...change, from: INSTANCE })).catch(() => undefined);

  const listener = connection.duplicate();
  listener.on('message', (_channel, message) => {
    const change = JSON.parse(message);
    if (change.from === INSTANCE) return;
    if (change.key) void lru.delete(change.key);
    if (change.tag) {
      void lru.revalidateTag(change.tag);
      heardRevalidation(change.tag);
    }
  });
  // Subscribed at every connection: the first may come after the instance has started.
  listener.on('ready', () => void listener.subscribe(CHANNEL).catch(() => undefined));
  // The command connection is the process's one (lib/shared-redis.ts adopts it and reports its outages).
  shareConnection(redisUrl, connection);
  for (const redisClient of [connection, listener]) redisClient.on('error', () => undefined);

  return {
    name: 'memory-then-redis',
    async get(key, meta) {
      const remembered = await lru.get(key, meta);
      if (remembered) return remembered;
      await connected();
      const shared = await redis.get(key, meta).catch(() => null);
      if (shared) await lru.set(key, shared);
      return shared;
    },
    async set(key, value, ctx) {
      await lru.set(key, value, ctx);
      await connected();
      try {
        await redis.set(key, value, ctx);
        await announce({ key });
      } catch {
        // Kept in memory only until Redis is back.
      }
    },
    async revalidateTag(tag) {
      await lru.revalidateTag(tag);
      try {
        await redis.revalidateTag(tag);
      } catch {
        // Redis away: only this instance's memory is revalidated.
      }
      await announce({ tag });
    },
    async delete(key) {
      await lru.delete(key);
      await redis.delete(key).catch(() => undefined);
    },
  };
}

/**
 * The build this server runs. Its entries are kept apart from other builds': during a rolling deploy an old and a
 * new instance share Redis, and a page of one build names scripts the other does not have.
 */
const thisBuild = () => readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();

// Made when Next loads this file at start, and connected in the background: an instance starts and serves
// without Redis. A build made with REDIS_URL set keeps its pages in memory: what it renders is not yet served by
// anyone.
const shared =
  process.env.NEXT_PHASE === 'phase-production-build'
    ? createLruHandler(LRU)
    : sharedWithMemoryInFront(redisUrl(), thisBuild());

// The webhook revalidates through here before it answers (lib/cms/revalidate-content.ts): Next runs its
// own revalidateTag only after the answer is sent, and the back office expects every instance to show the
// change on the very next request.
globalThis[Symbol.for('charity-site.shared-cache')] = { revalidateTag: (tag) => shared.revalidateTag(tag) };

CacheHandler.onCreation(() => ({
  handlers: [shared],
  ttl: { estimateExpireAge: (staleAge) => staleAge + KEEP_STALE_SECONDS },
}));

export default CacheHandler;
