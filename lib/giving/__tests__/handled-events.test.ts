/**
 * @jest-environment node
 */
// A Stripe event is acted on once: the second claim of its id is refused, by two server processes sharing a real
// redis-server as by one process on disk; a released id (its e-mails could not be kept) is taken again.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@/e2e/support/mail-server';
import { startRedis, type OwnedRedis } from '@/e2e/support/redis-server';

jest.mock('server-only', () => ({}));

type Events = typeof import('../handled-events');
type Store = typeof import('@/lib/redis.mjs');

/** The module as another server process loads it, with its own settings (DATA_DIR). */
async function processWith(env: Record<string, string | undefined>): Promise<{ events: Events; store: Store }> {
  let loaded: { events: Events; store: Store } | undefined;
  await jest.isolateModulesAsync(async () => {
    Object.assign(process.env, env);
    for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
    loaded = { events: await import('../handled-events'), store: await import('@/lib/redis.mjs') };
  });
  // Both copies share this jest process's one client (processWide); what is tested is Redis's SET NX, which every
  // instance's client asks alike.
  return loaded!;
}

let redis: OwnedRedis | undefined;
afterAll(async () => {
  await redis?.stop();
});

it('on disk (no Redis): an event id is taken once, and again after it was released', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'evt-'));
  const { events } = await processWith({ REDIS_URL: undefined, DATA_DIR: dataDir });
  expect(await events.claimEvent('evt_disk_1')).toBe(true);
  expect(await events.claimEvent('evt_disk_1')).toBe(false);
  await events.releaseEvent('evt_disk_1');
  expect(await events.claimEvent('evt_disk_1')).toBe(true);
  // An id that looks like a path stays a file of the folder.
  expect(await events.claimEvent('evt_../../escaped')).toBe(true);
  expect(readdirSync(path.join(dataDir, 'stripe-events')).sort()).toEqual(['evt_------escaped', 'evt_disk_1']);
});

it('in a shared Redis: two processes, one claim; each disk alone would have said yes twice', async () => {
  redis = await startRedis(await freePort());
  const env = { REDIS_URL: redis.url };
  const first = await processWith({ ...env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'evt-')) });
  const second = await processWith({ ...env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'evt-')) });
  const answers = await Promise.all([
    first.events.claimEvent('evt_shared_1'),
    second.events.claimEvent('evt_shared_1'),
  ]);
  expect(answers.sort()).toEqual([false, true]);
  await first.events.releaseEvent('evt_shared_1');
  expect(await second.events.claimEvent('evt_shared_1')).toBe(true);
  await first.store.closeSharedRedis();
  await second.store.closeSharedRedis();
});
