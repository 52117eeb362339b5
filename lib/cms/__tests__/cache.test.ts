/** @jest-environment node */
import { LastGoodCache, type Loaded } from '../cache';

function setup() {
  let now = 0;
  const cache = new LastGoodCache(() => now);
  let answer: Loaded<string> = { ok: true, value: 'v1' };
  let loads = 0;
  const load = async () => {
    loads += 1;
    return answer;
  };
  return {
    cache,
    load,
    /** One read of the key `k` with a 30 s lifetime, by `loader` (the setup's own by default). */
    read: (loader: () => Promise<Loaded<string>> = load) => cache.read('k', 30_000, loader, 'fallback'),
    tick: (ms: number) => (now += ms),
    answer: (next: Loaded<string>) => (answer = next),
    loads: () => loads,
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('LastGoodCache', () => {
  it('serves a fresh answer without asking again', async () => {
    const t = setup();
    expect(await t.cache.read('k', 1000, t.load, 'fallback')).toBe('v1');
    t.tick(999);
    expect(await t.cache.read('k', 1000, t.load, 'fallback')).toBe('v1');
    expect(t.loads()).toBe(1);
  });

  it('serves a stale answer at once and refreshes it in the background', async () => {
    const t = setup();
    await t.cache.read('k', 1000, t.load, 'fallback');
    t.answer({ ok: true, value: 'v2' });
    t.tick(1000);
    expect(await t.cache.read('k', 1000, t.load, 'fallback')).toBe('v1');
    await flush();
    expect(await t.cache.read('k', 1000, t.load, 'fallback')).toBe('v2');
  });

  it('keeps the last good answer when a refresh fails, and backs off before retrying', async () => {
    const t = setup();
    await t.cache.read('k', 1000, t.load, 'fallback');
    t.answer({ ok: false });
    t.tick(1000);
    expect(await t.cache.read('k', 1000, t.load, 'fallback')).toBe('v1');
    await flush();
    expect(t.loads()).toBe(2);
    t.tick(10);
    expect(await t.cache.read('k', 1000, t.load, 'fallback')).toBe('v1');
    expect(t.loads()).toBe(2);
  });

  it('with no cache time asks on every read but still falls back to the last good answer', async () => {
    const t = setup();
    await t.cache.read('k', 0, t.load, 'fallback');
    t.answer({ ok: false });
    expect(await t.cache.read('k', 0, t.load, 'fallback')).toBe('v1');
    expect(t.loads()).toBe(2);
    // Right after a failure it does not make the next visitor wait for the service again.
    t.tick(100);
    expect(await t.cache.read('k', 0, t.load, 'fallback')).toBe('v1');
    expect(t.loads()).toBe(2);
    t.tick(1000);
    t.answer({ ok: true, value: 'v2' });
    expect(await t.cache.read('k', 0, t.load, 'fallback')).toBe('v2');
  });

  it('forgets the oldest keys beyond its bound', async () => {
    const t = setup();
    for (let i = 0; i <= 1000; i += 1) await t.cache.read(`k${i}`, 30_000, t.load, 'fallback');
    expect(t.cache.peek('k0')).toBeUndefined();
    expect(t.cache.peek('k1000')).toBe('v1');
  });

  it('returns the fallback when the key was never answered, and does not hammer a failing service', async () => {
    const t = setup();
    t.answer({ ok: false });
    expect(await t.read()).toBe('fallback');
    expect(await t.read()).toBe('fallback');
    expect(t.loads()).toBe(1);
    // After the back-off the retry runs in the background: this reader does not wait for it.
    t.tick(5000);
    t.answer({ ok: true, value: 'v3' });
    expect(await t.read()).toBe('fallback');
    await flush();
    expect(t.loads()).toBe(2);
    expect(await t.read()).toBe('v3');
  });

  it('after expire, fetches a fresh answer before serving it', async () => {
    const t = setup();
    expect(await t.read()).toBe('v1');
    t.answer({ ok: true, value: 'v2' });
    t.cache.expire();
    expect(await t.read()).toBe('v2');
    expect(t.loads()).toBe(2);
  });

  it('after expire, keeps the last good answer when the service fails, and waits on it only once', async () => {
    const t = setup();
    expect(await t.read()).toBe('v1');
    t.answer({ ok: false });
    t.cache.expire();
    expect(await t.read()).toBe('v1');
    expect(await t.read()).toBe('v1');
    expect(t.loads()).toBe(2);
    // Later refreshes are in the background again, as for any stale answer.
    t.tick(30_000);
    t.answer({ ok: true, value: 'v4' });
    expect(await t.read()).toBe('v1');
    await flush();
    expect(await t.read()).toBe('v4');
  });

  it('does not let a request started before expire settle the revalidation', async () => {
    const t = setup();
    expect(await t.read()).toBe('v1');
    // A background refresh is under way with the old content when the revalidation comes.
    let release: (value: Loaded<string>) => void = () => undefined;
    const slow = () => new Promise<Loaded<string>>((resolve) => (release = resolve));
    t.tick(30_000);
    expect(await t.read(slow)).toBe('v1');
    t.cache.expire();
    t.answer({ ok: true, value: 'v2' });
    const reading = t.read();
    release({ ok: true, value: 'v1-old' });
    expect(await reading).toBe('v2');
    await flush();
    expect(await t.read()).toBe('v2');
  });

  it('keeps the answer asked for after expire when a request from before it ends later', async () => {
    const saved: unknown[] = [];
    const cache = new LastGoodCache(() => 0, {
      load: async () => undefined,
      save: async (_key, value) => void saved.push(value),
    });
    const answers = new Map<string, (value: Loaded<string>) => void>();
    const pending = (name: string) => () => new Promise<Loaded<string>>((resolve) => answers.set(name, resolve));
    const first = cache.read('k', 0, pending('before'), 'fallback');
    await flush();
    cache.expire();
    const second = cache.read('k', 0, pending('after'), 'fallback');
    await flush();
    answers.get('after')!({ ok: true, value: 'new' });
    expect(await second).toBe('new');
    answers.get('before')!({ ok: true, value: 'old' });
    await first;
    expect(cache.peek('k')).toBe('new');
    expect(saved).toEqual(['new']);
  });

  it('expires only the answers read with a revalidated tag, and joins their other requests still running', async () => {
    const cache = new LastGoodCache(() => 0);
    let loads = 0;
    const load = (value: string) => async (): Promise<Loaded<string>> => {
      loads += 1;
      return { ok: true, value };
    };
    await cache.read('menu 7', 60_000, load('seven'), 'none', ['cms', 'cms:menu:7']);
    await cache.read('settings', 60_000, load('name'), 'none', ['cms', 'cms:settings']);
    cache.expire(['cms:menu:7']);
    expect(await cache.read('settings', 60_000, load('new name'), 'none', ['cms', 'cms:settings'])).toBe('name');
    expect(await cache.read('menu 7', 60_000, load('seven, edited'), 'none', ['cms', 'cms:menu:7'])).toBe(
      'seven, edited',
    );
    expect(loads).toBe(3);
    cache.expire(['cms']);
    expect(await cache.read('settings', 60_000, load('new name'), 'none', ['cms', 'cms:settings'])).toBe('new name');
  });

  it('survives a loader that throws', async () => {
    const t = setup();
    const throwing = async (): Promise<Loaded<string>> => {
      throw new Error('boom');
    };
    expect(await t.cache.read('k', 0, throwing, 'fallback')).toBe('fallback');
  });
});
