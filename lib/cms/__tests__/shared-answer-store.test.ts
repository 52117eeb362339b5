/**
 * @jest-environment node
 */
// The content service's last good answers in the cluster's Redis (a real redis-server here): what one instance
// kept, another serves; another build's answers are never read; and with Redis away, the local store answers.
import { createServer } from 'node:net';
import { startRedis, type OwnedRedis } from '@/e2e/support/redis-server';
import type { LastGoodStore } from '../cache';

type Instance = { store: LastGoodStore; close(): Promise<void> };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A memory store standing in for an instance's disk. */
function memoryStore(): LastGoodStore & { kept: Map<string, unknown> } {
  const kept = new Map<string, unknown>();
  return {
    kept,
    load: async (key) => (kept.has(key) ? { value: kept.get(key) } : undefined),
    save: async (key, value) => void kept.set(key, value),
  };
}

/** An instance of the site on `url` (its own modules and Redis client), once its client is connected. */
async function instance(url: string, build: string, local?: LastGoodStore): Promise<Instance> {
  process.env.REDIS_URL = url;
  Reflect.deleteProperty(globalThis, Symbol.for('charity-site.shared-redis'));
  let made: Instance | undefined;
  await jest.isolateModulesAsync(async () => {
    const { sharedAnswerStore } = await import('../shared-answer-store');
    const redis = await import('@/lib/shared-redis');
    const client = await redis.sharedRedis(url);
    for (let tries = 0; client && client.status !== 'ready' && tries < 50; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    made = { store: sharedAnswerStore(build, local), close: redis.closeSharedRedis };
  });
  return made!;
}

let redis: OwnedRedis;
const instances: Instance[] = [];
const started = async (...args: Parameters<typeof instance>) => {
  const one = await instance(...args);
  instances.push(one);
  return one;
};

beforeAll(async () => {
  redis = await startRedis(await freePort());
});
afterEach(async () => {
  await Promise.all(instances.splice(0).map((one) => one.close()));
  delete process.env.REDIS_URL;
});
afterAll(async () => {
  await redis.stop();
});

const TREE = [{ id: 102, name: 'About', href: '/about/102', children: [] }];

it('serves on one instance the answer another instance kept', async () => {
  const first = await started(redis.url, 'build-1');
  await first.store.save('menus', TREE);
  const second = await started(redis.url, 'build-1');
  expect(await second.store.load('menus')).toEqual({ value: TREE });
  expect(await second.store.load('never-kept')).toBeUndefined();
});

it("never reads another build's answers (they are that build's view models)", async () => {
  const older = await started(redis.url, 'build-1');
  await older.store.save('settings', { siteName: 'Old shape' });
  const newer = await started(redis.url, 'build-2');
  expect(await newer.store.load('settings')).toBeUndefined();
});

it('with Redis away, keeps and serves answers from the local store, and throws nothing', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const local = memoryStore();
  const alone = await started(`redis://127.0.0.1:${await freePort()}`, 'build-1', local);
  await alone.store.save('menus', TREE);
  expect(local.kept.get('menus')).toEqual(TREE);
  expect(await alone.store.load('menus')).toEqual({ value: TREE });
});
