// The one Redis that every server process of the site shares (`REDIS_URL`): one command connection per process
// (the shared cache handler's when it runs, see docs/deployment.md). Without Redis each process keeps its own;
// while it is down each process carries on from its own memory, and shares again once it is back.
import type { Redis } from 'ioredis';
import { errorMessage } from '@/lib/error-message';
import { processWide } from '@/lib/process-wide';
import { redisUrl } from '@/lib/redis-url.mjs';

/** How long one command may wait for Redis (a connection being made, or one that has gone) before memory takes it. */
export const SHARED_REDIS_TIMEOUT_MS = 500;

/**
 * One client per process (Next bundles the proxy and the pages apart, each with its own copy of this module);
 * cache-handler.mjs puts its command connection here when it starts.
 */
const clients = processWide('shared-redis', () => new Map<string, Promise<Redis | null>>());
/** The clients whose outages are already reported. */
const reported = processWide('shared-redis-reported', () => new WeakSet<Redis>());

async function connect(url: string): Promise<Redis | null> {
  const { Redis: Client } = await import('ioredis');
  let client: Redis;
  try {
    client = new Client(url, {
      // A command waits for the first connection (a new process shares from its first use) but never long: one
      // that cannot be answered in time fails, and the caller falls back to memory. Page paths use readyRedis().
      commandTimeout: SHARED_REDIS_TIMEOUT_MS,
      connectTimeout: SHARED_REDIS_TIMEOUT_MS * 2,
      maxRetriesPerRequest: 0,
      retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
    });
  } catch (error) {
    // A malformed address (`redis://host:port` with no number) is a setting to mend, not a reason to refuse visitors.
    console.error(
      `[redis] REDIS_URL is not a usable Redis address (${errorMessage(error)}); this process keeps everything in its own memory.`,
    );
    return null;
  }
  reportOutages(client);
  return client;
}

/** One line per outage and one when it ends (ioredis reports every failed reconnection). */
function reportOutages(client: Redis): void {
  if (reported.has(client)) return;
  reported.add(client);
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    console.error(`[redis] unreachable (${error.message}); this process uses its own memory until it is back.`);
  });
  client.on('ready', () => {
    if (down) console.error('[redis] reachable again; shared state resumes.');
    down = false;
  });
}

/** The shared Redis client for `url`, made once per process; null without a usable URL. */
export function sharedRedis(url: string | undefined = redisUrl()): Promise<Redis | null> {
  if (!url) return Promise.resolve(null);
  let client = clients.get(url);
  if (!client) {
    client = connect(url);
    clients.set(url, client);
  }
  return client.then((made) => {
    if (made) reportOutages(made);
    return made;
  });
}

/** The client when it is connected now, else null: for callers that must not wait for a connection. */
export async function readyRedis(url: string | undefined = redisUrl()): Promise<Redis | null> {
  const client = await sharedRedis(url);
  return client?.status === 'ready' ? client : null;
}

/** Closes the shared clients (tests; a server process keeps them until it exits). */
export async function closeSharedRedis(): Promise<void> {
  const closing = [...clients.values()];
  clients.clear();
  for (const client of closing) (await client)?.disconnect();
}
