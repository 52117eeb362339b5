/** @jest-environment node */
// The proxy's last good answers on disk: a restarted process (a new cache on the same folder) serves them
// while the service fails, asks the service first when it can, and keeps nothing of another build.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { answerFileStore } from '../answer-file-store';
import { MAX_KEYS } from '../bounded-map';
import { LastGoodCache, type Loaded } from '../cache';

const TREE = [{ id: 102, name: 'About', href: '/about/102', children: [] }];
const down = async (): Promise<Loaded<unknown>> => ({ ok: false });
const answering = (value: unknown) => async (): Promise<Loaded<unknown>> => ({ ok: true, value });
const folder = () => mkdtempSync(path.join(tmpdir(), 'proxy-answers-'));
/** Until the store's writes (started in the background) have landed. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('a restart while the service is down', () => {
  it('serves the answer the process before it had', async () => {
    const dir = folder();
    const before = new LastGoodCache(Date.now, answerFileStore(dir, 'build-1'));
    expect(await before.read('tree', 10_000, answering(TREE), null)).toEqual(TREE);
    await settled();
    const after = new LastGoodCache(Date.now, answerFileStore(dir, 'build-1'));
    expect(await after.read('tree', 10_000, down, null)).toEqual(TREE);
    // And keeps serving it, without a wait, while the service stays down.
    expect(await after.read('tree', 10_000, down, null)).toEqual(TREE);
  });

  it('asks the service first, and serves its fresh answer over the kept one', async () => {
    const dir = folder();
    await new LastGoodCache(Date.now, answerFileStore(dir, 'build-1')).read('tree', 10_000, answering(TREE), null);
    await settled();
    const renamed = [{ ...TREE[0], name: 'Who we are' }];
    expect(await new LastGoodCache(Date.now, answerFileStore(dir, 'build-1')).read('tree', 10_000, answering(renamed), null)).toEqual(renamed);
  });

  it('keeps nothing for another build, and the first save of a build removes the others\' answers', async () => {
    const dir = folder();
    await new LastGoodCache(Date.now, answerFileStore(dir, 'build-1')).read('tree', 10_000, answering(TREE), null);
    await settled();
    const next = new LastGoodCache(Date.now, answerFileStore(dir, 'build-2'));
    expect(await next.read('tree', 10_000, down, null)).toBeNull();
    await next.read('settings', 10_000, answering({ siteName: 'x' }), null);
    await settled();
    expect(readdirSync(dir)).toEqual(['build-2']);
  });

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

  it('saves at most MAX_KEYS keys, so made-up ids cannot fill the disk', async () => {
    const dir = folder();
    const store = answerFileStore(dir, 'b');
    for (let id = 0; id < MAX_KEYS + 5; id += 1) await store.save(`menu-${id}`, []);
    expect(readdirSync(path.join(dir, 'b'))).toHaveLength(MAX_KEYS);
  });

  it('says once, and goes on in memory, when the folder cannot be written', async () => {
    const dir = folder();
    // A file where the build's folder would go.
    mkdirSync(path.join(dir, 'parent'));
    writeFileSync(path.join(dir, 'parent', 'b'), 'not a folder');
    const warnings: string[] = [];
    const cache = new LastGoodCache(Date.now, answerFileStore(path.join(dir, 'parent'), 'b', (message) => warnings.push(message)));
    expect(await cache.read('tree', 10_000, answering(TREE), null)).toEqual(TREE);
    await cache.read('settings', 10_000, answering({}), null);
    await settled();
    expect(warnings).toHaveLength(1);
    expect(existsSync(path.join(dir, 'parent', 'b'))).toBe(true);
  });
});
