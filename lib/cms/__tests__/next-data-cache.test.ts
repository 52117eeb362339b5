/** @jest-environment node */
import type { Loaded } from '../cache';

// Next's data cache as it behaves for an answer never stored: each call runs the function. The lifetimes
// asked for are recorded: calling unstable_cache is what gives the page being drawn its lifetime. So is what
// the function throws: Next keeps its stored answer then, and logs the throw.
const lifetimes: Array<number | false | undefined> = [];
const thrownInside: unknown[] = [];
jest.mock('next/cache', () => ({
  unstable_cache: (fn: () => Promise<unknown>, _keyParts: string[], options: { revalidate?: number | false }) => () => {
    lifetimes.push(options.revalidate);
    return fn().catch((error: unknown) => {
      thrownInside.push(error);
      throw error;
    });
  },
}));

import { nextDataCache } from '../next-data-cache';
import { signalRevalidated } from '../revalidation-signal';

const TTL_MS = 10_000;
const failing = () => jest.fn(async (): Promise<Loaded<string>> => ({ ok: false }));

describe('nextDataCache with an answer the service never gave', () => {
  let now = 1_000_000;
  beforeEach(() => {
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());

  it('asks the service once per few seconds, every read in between drawing the fallback at once', async () => {
    const load = failing();
    expect(await nextDataCache.read('menu-7', TTL_MS, load, 'fallback', ['cms'])).toBe('fallback');
    expect(await nextDataCache.read('menu-7', TTL_MS, load, 'fallback', ['cms'])).toBe('fallback');
    now += 4_000;
    lifetimes.length = 0;
    expect(await nextDataCache.read('menu-7', TTL_MS, load, 'fallback', ['cms'])).toBe('fallback');
    expect(load).toHaveBeenCalledTimes(1);
    // The page drawn with the fallback meanwhile is drawn again when the pause is over, not kept.
    expect(lifetimes.filter((lifetime) => typeof lifetime === 'number')).toEqual([5]);

    now += 1_000;
    await nextDataCache.read('menu-7', TTL_MS, load, 'fallback', ['cms']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets one reader ask again when the pause is over, the readers meanwhile not waiting on it', async () => {
    const load = failing();
    await nextDataCache.read('menu-10', TTL_MS, load, 'fallback', ['cms']);
    now += 5_000;
    let answer: (loaded: Loaded<string>) => void = () => undefined;
    load.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const retry = nextDataCache.read('menu-10', TTL_MS, load, 'fallback', ['cms']);
    expect(await nextDataCache.read('menu-10', TTL_MS, load, 'fallback', ['cms'])).toBe('fallback');
    expect(load).toHaveBeenCalledTimes(2);
    answer({ ok: true, value: 'the page text' });
    expect(await retry).toBe('the page text');
  });

  it('asks again at once after a revalidation, and serves the answer once given', async () => {
    const load = failing();
    await nextDataCache.read('menu-8', TTL_MS, load, 'fallback', ['cms']);
    signalRevalidated();
    load.mockResolvedValue({ ok: true, value: 'the page text' });
    expect(await nextDataCache.read('menu-8', TTL_MS, load, 'fallback', ['cms'])).toBe('the page text');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps one key's failure from holding back another key", async () => {
    await nextDataCache.read('menu-9', TTL_MS, failing(), 'fallback', ['cms']);
    const other = jest.fn(async (): Promise<Loaded<string>> => ({ ok: true, value: 'settings' }));
    expect(await nextDataCache.read('settings', TTL_MS, other, 'fallback', ['cms'])).toBe('settings');
  });
});

describe('nextDataCache refreshing an answer it had', () => {
  afterEach(() => jest.restoreAllMocks());

  it('stores the last answer again when the refresh fails, without throwing (Next logs a throw with its stack) or falling back', async () => {
    thrownInside.length = 0;
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn(async (): Promise<Loaded<string>> => ({ ok: true, value: 'the page text' }));
    expect(await nextDataCache.read('menu-20', TTL_MS, load, 'fallback', ['cms'])).toBe('the page text');
    load.mockResolvedValue({ ok: false });
    expect(await nextDataCache.read('menu-20', TTL_MS, load, 'fallback', ['cms'])).toBe('the page text');
    expect(await nextDataCache.read('menu-20', TTL_MS, load, 'fallback', ['cms'])).toBe('the page text');
    // Not paused as an answer never given: each refresh (one per lifetime under Next) asks the service.
    expect(load).toHaveBeenCalledTimes(3);
    expect(thrownInside).toEqual([]);
    expect(logged).not.toHaveBeenCalled();
    load.mockResolvedValue({ ok: true, value: 'the new text' });
    expect(await nextDataCache.read('menu-20', TTL_MS, load, 'fallback', ['cms'])).toBe('the new text');
  });

  it('throws inside the cached function when this process never had the answer (after a restart), so Next keeps its stored one', async () => {
    thrownInside.length = 0;
    const load = jest.fn(async (): Promise<Loaded<string>> => ({ ok: false }));
    expect(await nextDataCache.read('menu-21', TTL_MS, load, 'fallback', ['cms'])).toBe('fallback');
    expect(thrownInside).toHaveLength(1);
  });
});

describe('nextDataCache when something other than the service fails', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says so in the server log and draws the fallback, without pausing that answer', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn(async (): Promise<Loaded<string>> => {
      throw new Error('the cache store is full');
    });
    expect(await nextDataCache.read('menu-11', TTL_MS, load, 'fallback', ['cms'])).toBe('fallback');
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('menu-11'),
      expect.objectContaining({ message: 'the cache store is full' }),
    );
    // Not the service's failure: the next read asks again rather than waiting out a pause.
    load.mockResolvedValue({ ok: true, value: 'the page text' });
    expect(await nextDataCache.read('menu-11', TTL_MS, load, 'fallback', ['cms'])).toBe('the page text');
  });

  it("hands Next's own signals back to Next instead of drawing the fallback", async () => {
    const signal = Object.assign(new Error('Dynamic server usage'), { digest: 'DYNAMIC_SERVER_USAGE' });
    const load = jest.fn(async (): Promise<Loaded<string>> => {
      throw signal;
    });
    await expect(nextDataCache.read('menu-12', TTL_MS, load, 'fallback', ['cms'])).rejects.toBe(signal);
  });
});
