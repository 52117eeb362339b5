// The Redis that several server processes share for counting (`CONTACT_RATE_LIMIT_REDIS_URL`): without it each
// process counts in its own memory, so behind N processes a limit lets N times as much through.
import type { Redis } from 'ioredis';
import { errorMessage } from '@/lib/error-message';

/** How long one count may wait for Redis (a connection being made, or one that has gone) before memory takes it. */
const SHARED_STORE_TIMEOUT_MS = 500;

let store: { url: string; client: Promise<Redis | null> } | null = null;

async function connect(url: string): Promise<Redis | null> {
  const { Redis: Client } = await import('ioredis');
  let client: Redis;
  try {
    client = new Client(url, {
      // A count waits for the first connection (so a new process shares from its first message), but never long:
      // a command that cannot be answered in time fails, and the limiter counts in memory instead.
      commandTimeout: SHARED_STORE_TIMEOUT_MS,
      connectTimeout: SHARED_STORE_TIMEOUT_MS * 2,
      maxRetriesPerRequest: 0,
      retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
    });
  } catch (error) {
    // A malformed address (`redis://host:port` with no number) is a setting to mend, not a reason to refuse messages.
    console.error(`[limits] CONTACT_RATE_LIMIT_REDIS_URL is not a usable Redis address (${errorMessage(error)}); counting in this process's memory.`);
    return null;
  }
  // ioredis reports every failed reconnection; one line per outage says it all.
  let reported = false;
  client.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    console.error(`[limits] Redis at CONTACT_RATE_LIMIT_REDIS_URL unreachable (${error.message}); counting in this process's memory until it is back.`);
  });
  client.on('ready', () => {
    reported = false;
  });
  return client;
}

/** The shared Redis client for `url`, made once per process; null without a usable URL (counts stay in memory). */
export function sharedLimitStore(url: string | undefined): Promise<Redis | null> {
  if (!url) return Promise.resolve(null);
  if (store?.url !== url) store = { url, client: connect(url) };
  return store.client;
}

/** Closes the shared client (tests; a server process keeps it until it exits). */
export async function closeSharedLimitStore(): Promise<void> {
  const closing = store?.client;
  store = null;
  (await closing)?.disconnect();
}
