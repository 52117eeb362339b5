/**
 * @jest-environment node
 */
// Behind several server processes the contact limit is one count, kept in the Redis they share (a real
// redis-server here); while that Redis is gone each process counts in its own memory, so the form still answers
// and still limits.
import { createServer } from 'node:net';
import { startRedis, type OwnedRedis } from '@/e2e/support/redis-server';

type LimitModule = typeof import('../form-rate-limit');
type StoreModule = typeof import('@/lib/redis.mjs');
interface ServerProcess {
  limits: LimitModule;
  store: StoreModule;
}

/** A fresh copy of the limiter and its store, as a second server process would have (its own process-wide state too). */
async function serverProcess(): Promise<ServerProcess> {
  Reflect.deleteProperty(globalThis, Symbol.for('charity-site.redis'));
  let loaded: ServerProcess | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = { limits: await import('../form-rate-limit'), store: await import('@/lib/redis.mjs') };
  });
  if (!loaded) throw new Error('modules not loaded');
  return loaded;
}

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

let redis: OwnedRedis;
let url: string;
const processes: ServerProcess[] = [];

beforeAll(async () => {
  const port = await freePort();
  redis = await startRedis(port);
  url = redis.url;
});

afterEach(async () => {
  await Promise.all(processes.splice(0).map(({ store }) => store.closeSharedRedis()));
  jest.restoreAllMocks();
});

afterAll(async () => {
  await redis.stop();
});

async function started(): Promise<ServerProcess> {
  const one = await serverProcess();
  processes.push(one);
  return one;
}

/** Resolves once `one`'s client has reconnected to the Redis at `url` (ioredis retries on its own schedule). */
async function connected(one: ServerProcess, url: string): Promise<void> {
  const client = await one.store.sharedRedis(url);
  for (let tries = 0; client?.status !== 'ready'; tries += 1) {
    if (tries > 100) throw new Error(`not reconnected: ${client?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the contact limit with REDIS_URL', () => {
  it('is one count across server processes: what one took, the other cannot', async () => {
    const [first, second] = [await started(), await started()];
    expect(await first.limits.takeFormTurn('contact', '192.0.2.30', 3, url)).toBe(true);
    expect(await second.limits.takeFormTurn('contact', '192.0.2.30', 3, url)).toBe(true);
    expect(await first.limits.takeFormTurn('contact', '192.0.2.30', 3, url)).toBe(true);
    expect(await second.limits.takeFormTurn('contact', '192.0.2.30', 3, url)).toBe(false);
    expect(await first.limits.takeFormTurn('contact', '192.0.2.30', 3, url)).toBe(false);
    // Another visitor is not held back by this one.
    expect(await second.limits.takeFormTurn('contact', '192.0.2.31', 3, url)).toBe(true);
  });

  it('without the URL each process counts its own', async () => {
    const [first, second] = [await started(), await started()];
    for (let n = 0; n < 2; n += 1) expect(await first.limits.takeFormTurn('contact', '192.0.2.32', 2)).toBe(true);
    expect(await first.limits.takeFormTurn('contact', '192.0.2.32', 2)).toBe(false);
    expect(await second.limits.takeFormTurn('contact', '192.0.2.32', 2)).toBe(true);
  });

  it('while Redis is down, still answers, still limits (in memory), and says so once in the log', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const port = await freePort();
    const goneUrl = `redis://127.0.0.1:${port}`;
    const alone = await started();
    const turns = [];
    for (let n = 0; n < 3; n += 1) turns.push(await alone.limits.takeFormTurn('contact', '192.0.2.33', 2, goneUrl));
    expect(turns).toEqual([true, true, false]);
    const redisLines = errors.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith('[redis]'));
    expect(redisLines).toEqual([expect.stringContaining('uses its own memory')]);
    expect(redisLines.join()).not.toContain(goneUrl);
    // Issue 48: with two processes the limit lets twice as many through; the log says which limit holds.
    const formLines = warnings.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith('[forms]'));
    expect(formLines).toEqual([expect.stringContaining('FORMS_RATE_LIMIT holds per process')]);
  });

  it('with an address that is no Redis address, counts in memory and says so once', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const alone = await started();
    const turns = [];
    for (let n = 0; n < 3; n += 1)
      turns.push(await alone.limits.takeFormTurn('contact', '192.0.2.36', 2, 'redis://127.0.0.1:no-port'));
    expect(turns).toEqual([true, true, false]);
    const redisLines = errors.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith('[redis]'));
    expect(redisLines).toEqual([expect.stringContaining('is not a usable Redis address')]);
  });

  it('keeps answering when Redis stops under a running process, and shares again once it is back', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const port = await freePort();
    let own = await startRedis(port);
    const ownUrl = own.url;
    const [first, second] = [await started(), await started()];
    expect(await first.limits.takeFormTurn('contact', '192.0.2.34', 2, ownUrl)).toBe(true);
    await own.stop();
    // Counted in each process's memory meanwhile: the form answers, and still limits.
    expect(await second.limits.takeFormTurn('contact', '192.0.2.34', 2, ownUrl)).toBe(true);
    expect(await second.limits.takeFormTurn('contact', '192.0.2.34', 2, ownUrl)).toBe(true);
    expect(await second.limits.takeFormTurn('contact', '192.0.2.34', 2, ownUrl)).toBe(false);

    own = await startRedis(port);
    try {
      await Promise.all([connected(first, ownUrl), connected(second, ownUrl)]);
      expect(await first.limits.takeFormTurn('contact', '192.0.2.35', 2, ownUrl)).toBe(true);
      expect(await second.limits.takeFormTurn('contact', '192.0.2.35', 2, ownUrl)).toBe(true);
      expect(await first.limits.takeFormTurn('contact', '192.0.2.35', 2, ownUrl)).toBe(false);
    } finally {
      await own.stop();
    }
  });
});
