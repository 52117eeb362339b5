// Every connection the site opens to its Redis (`REDIS_URL`), made here: the cache handler's (cache-handler.mjs,
// which Next loads as it is: hence JavaScript, typed by redis.d.mts, and no path aliases) and the one the rest of
// a process shares (the forms' limits and queue, Stripe's handled events), whose blocking twin BullMQ's worker
// makes. Three per process in all (docs/deployment.md). While Redis is away a command fails at once, and each
// part carries on without it (its own memory, its disk).
import { Redis } from 'ioredis';

/**
 * `REDIS_URL`, or the contact limit's older `CONTACT_RATE_LIMIT_REDIS_URL`; undefined without either.
 * @param {Record<string, string | undefined>} [env]
 * @returns {string | undefined}
 */
export function redisUrl(env = process.env) {
  return env.REDIS_URL?.trim() || env.CONTACT_RATE_LIMIT_REDIS_URL?.trim() || undefined;
}

/** How long the first connection is waited for, at most, by a caller that must not keep a visitor waiting. */
export const REDIS_WAIT_MS = 500;

/**
 * A connection that never queues a command while Redis is away (it fails at once, and the caller carries on
 * without Redis) and that reconnects on its own. Throws on an address ioredis cannot read.
 * @param {string} url
 * @param {import('ioredis').RedisOptions} [options]
 * @returns {Redis}
 */
export function connectRedis(url, options = {}) {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: REDIS_WAIT_MS * 2,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
    ...options,
  });
}

/**
 * Resolves once `connection` is connected or has failed, within `ms`; at once when it is neither connecting nor
 * about to (Redis up, or known to be away).
 * @param {Redis} connection
 * @param {number} [ms]
 * @returns {Promise<void>}
 */
export function whileConnecting(connection, ms = REDIS_WAIT_MS) {
  if (!['wait', 'connecting', 'connect'].includes(connection.status)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      connection.off('ready', done);
      connection.off('close', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    connection.once('ready', done);
    connection.once('close', done);
  });
}

/** One line per outage and one when it ends (ioredis reports every failed reconnection). */
function reportOutages(/** @type {Redis} */ client) {
  let down = false;
  client.on('error', (/** @type {Error} */ error) => {
    if (down) return;
    down = true;
    console.error(`[redis] unreachable (${error.message}); this process uses its own memory until it is back.`);
  });
  client.on('ready', () => {
    if (down) console.error('[redis] reachable again; shared state resumes.');
    down = false;
  });
}

/**
 * The process's shared connections, by URL. Next bundles the pages, the route handlers and the proxy apart, each
 * with its own copy of this module, so they are kept on the process, not the module.
 * @type {Map<string, Redis | null>}
 */
const shared = (globalThis[Symbol.for('charity-site.redis')] ??= new Map());

/**
 * The connection the parts of this process share for `url` (made on first use), null without a usable URL. No
 * command timeout: BullMQ's worker makes its blocking connection as a copy of this one.
 * @param {string | undefined} [url]
 * @returns {Redis | null}
 */
export function sharedConnection(url = redisUrl()) {
  if (!url) return null;
  if (!shared.has(url)) {
    try {
      const client = connectRedis(url, { connectionName: 'site' });
      reportOutages(client);
      shared.set(url, client);
    } catch (error) {
      // A malformed address (`redis://host:port` with no number) is a setting to mend, not a reason to refuse visitors.
      console.error(
        `[redis] REDIS_URL is not a usable Redis address (${error instanceof Error ? error.message : String(error)}); this process keeps everything in its own memory.`,
      );
      shared.set(url, null);
    }
  }
  return shared.get(url) ?? null;
}

/**
 * The shared connection, once its first connection is made or has failed (REDIS_WAIT_MS at most); null without a
 * usable URL. A command on it while Redis is away fails at once.
 * @param {string | undefined} [url]
 * @returns {Promise<Redis | null>}
 */
export async function sharedRedis(url = redisUrl()) {
  const client = sharedConnection(url);
  if (client) await whileConnecting(client);
  return client;
}

/**
 * The shared connection when it is ready (a first connection waited for REDIS_WAIT_MS at most); null while Redis
 * is away or without one.
 * @param {string | undefined} [url]
 * @returns {Promise<Redis | null>}
 */
export async function readyRedis(url = redisUrl()) {
  const client = await sharedRedis(url);
  return client?.status === 'ready' ? client : null;
}

/** Closes the shared connections (tests, commands; a server keeps them until it exits). */
export function closeSharedRedis() {
  for (const client of shared.values()) client?.disconnect();
  shared.clear();
}
