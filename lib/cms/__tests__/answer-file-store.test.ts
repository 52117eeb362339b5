/** @jest-environment node */
// The proxy's last good answers on disk: a restarted process (a new cache on the same folder) serves them
// while the service fails, asks the service first when it can, and keeps nothing of another build.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { answerFileStore } from '../answer-file-store';
import { MAX_KEYS } from '../bounded-map';
import { LastGoodCache, type LastGoodStore, type Loaded } from '../cache';

const TREE = [{ id: 102, name: 'About', href: '/about/102', children: [] }];
const down = async (): Promise<Loaded<unknown>> => ({ ok: false });
const answering = (value: unknown) => async (): Promise<Loaded<unknown>> => ({ ok: true, value });
const folder = () => mkdtempSync(path.join(tmpdir(), 'proxy-answers-'));

/** A process's cache on `dir`, with a way to wait for the writes it started in the background. */
function processOn(dir: string, build = 'build-1', warn?: (message: string) => void) {
  const store = answerFileStore(dir, build, warn);
  const saving: Promise<void>[] = [];
  const recording: LastGoodStore = {
    load: (key) => store.load(key),
    save: (key, value) => (saving.push(store.save(key, value)), saving.at(-1)!),
  };
  return { cache: new LastGoodCache(Date.now, recording), store, written: () => Promise.all(saving) };
}

describe('a restart while the service is down', () => {
  it('serves the answer the process before it had', async () => {
    const dir = folder();
    const before = processOn(dir);
    expect(await before.cache.read('tree', 10_000, answering(TREE), null)).toEqual(TREE);
    await before.written();
    const after = processOn(dir);
    expect(await after.cache.read('tree', 10_000, down, null)).toEqual(TREE);
    // And keeps serving it, without a wait, while the service stays down.
    expect(await after.cache.read('tree', 10_000, down, null)).toEqual(TREE);
  });

  it('asks the service first, and serves its fresh answer over the kept one', async () => {
    const dir = folder();
    const before = processOn(dir);
    await before.cache.read('tree', 10_000, answering(TREE), null);
    await before.written();
    const renamed = [{ ...TREE[0], name: 'Who we are' }];
    expect(await processOn(dir).cache.read('tree', 10_000, answering(renamed), null)).toEqual(renamed);
  });

  it("keeps nothing for another build, and the first save of a build removes the others' answers", async () => {
    const dir = folder();
    const first = processOn(dir, 'build-1');
    await first.cache.read('tree', 10_000, answering(TREE), null);
    await first.written();
    const next = processOn(dir, 'build-2');
    expect(await next.cache.read('tree', 10_000, down, null)).toBeNull();
    await next.cache.read('settings', 10_000, answering({ siteName: 'x' }), null);
    await next.written();
    expect(readdirSync(dir)).toEqual(['build-2']);
  });
});

describe('the files', () => {
  it('trusts a file only for the key it names, and takes an unreadable one for none', async () => {
    const dir = folder();
    const store = answerFileStore(dir, 'b');
    await store.save('tree', TREE);
    const [file] = readdirSync(path.join(dir, 'b'));
    writeFileSync(path.join(dir, 'b', file!), JSON.stringify({ key: 'other', value: 'x' }));
    expect(await store.load('tree')).toBeUndefined();
    writeFileSync(path.join(dir, 'b', file!), '{"key": "tree", "val');
    expect(await store.load('tree')).toBeUndefined();
  });

  it('leaves the last of two quick saves of one key', async () => {
    const store = answerFileStore(folder(), 'b');
    await Promise.all([store.save('tree', ['old']), store.save('tree', ['new'])]);
    expect(await store.load('tree')).toEqual({ value: ['new'] });
  });

  it('keeps at most MAX_KEYS files, whichever process wrote them, dropping old ones for new', async () => {
    const dir = folder();
    const first = answerFileStore(dir, 'b');
    for (let id = 0; id < MAX_KEYS; id += 1) await first.save(`menu-${id}`, []);
    // A restart, then new answers: the folder stays bounded and the newest are kept.
    const second = answerFileStore(dir, 'b');
    for (let id = MAX_KEYS; id < MAX_KEYS + 5; id += 1) await second.save(`menu-${id}`, []);
    expect(readdirSync(path.join(dir, 'b'))).toHaveLength(MAX_KEYS);
    // The newest are all there (which of the old ones went depends on the file system's clock, a few ms coarse).
    for (let id = MAX_KEYS; id < MAX_KEYS + 5; id += 1) expect(await second.load(`menu-${id}`)).toEqual({ value: [] });
  });

  it('says once, and goes on in memory, when the folder cannot be written; saves again once it can', async () => {
    const dir = folder();
    // A file where the build's folder would go.
    mkdirSync(path.join(dir, 'parent'));
    writeFileSync(path.join(dir, 'parent', 'b'), 'not a folder');
    const warnings: string[] = [];
    const blocked = processOn(path.join(dir, 'parent'), 'b', (message) => warnings.push(message));
    expect(await blocked.cache.read('tree', 10_000, answering(TREE), null)).toEqual(TREE);
    await blocked.cache.read('settings', 10_000, answering({}), null);
    await blocked.written();
    expect(warnings).toHaveLength(1);
    // Once the folder can be made, the next answer is kept.
    rmSync(path.join(dir, 'parent', 'b'));
    await blocked.store.save('tree', TREE);
    expect(await processOn(path.join(dir, 'parent'), 'b').store.load('tree')).toEqual({ value: TREE });
  });
});
