// Which Stripe events have been acted on, so a webhook Stripe sends again (it does, by design) sends no second
// e-mail: in the shared Redis when there is one (every instance sees it), else in a file per event on disk.
import 'server-only';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { sharedRedis } from '@/lib/redis.mjs';

/** Stripe retries an event for three days; its id is remembered well past that. */
const REMEMBER_SECONDS = 30 * 24 * 3600;
const key = (eventId: string) => `stripe-event:${eventId}`;

const eventsDir = () => path.resolve(process.env.DATA_DIR?.trim() || '.data', 'stripe-events');
/** The event's file: Stripe's ids are `evt_` and letters and digits; anything else cannot name another path. */
const fileOf = (eventId: string) => path.join(eventsDir(), eventId.replace(/[^A-Za-z0-9_]/g, '-'));

/**
 * Takes `eventId` for this request: true the first time, false when it was already taken. Rejects when the shared
 * Redis cannot answer (the webhook then answers 503 and Stripe sends the event again later), so two instances never
 * both act on one event.
 */
export async function claimEvent(eventId: string): Promise<boolean> {
  const redis = await sharedRedis();
  if (redis) return (await redis.set(key(eventId), '1', 'EX', REMEMBER_SECONDS, 'NX')) === 'OK';
  await mkdir(eventsDir(), { recursive: true });
  try {
    await (await open(fileOf(eventId), 'wx')).close();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Gives `eventId` back when acting on it failed, so Stripe's next try of it is acted on. */
export async function releaseEvent(eventId: string): Promise<void> {
  const redis = await sharedRedis();
  if (redis) await redis.del(key(eventId));
  else await rm(fileOf(eventId), { force: true });
}
