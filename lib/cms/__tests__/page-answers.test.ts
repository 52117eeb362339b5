/** @jest-environment node */
// One cache for the proxy and the pages: what one reads the other has, a page keeps each answer's lifetime and
// tags, and a revalidation heard by the process has both ask the service again.
import type { Loaded } from '../cache';

const kept: { seconds: number; tags: string[] }[] = [];
jest.mock('server-only', () => ({}));
jest.mock('next/cache', () => ({
  unstable_cache:
    (fn: () => Promise<unknown>, _parts: string[], options: { revalidate: number; tags: string[] }) => () => {
      kept.push({ seconds: options.revalidate, tags: options.tags });
      return fn();
    },
}));

// The last good answers are kept nowhere here (answer-file-store.test.ts tests the disk).
jest.mock('../answer-file-store', () => ({
  ANSWERS_DIR: '',
  answerFileStore: () => ({ load: async () => undefined, save: async () => undefined }),
}));

import { siteAnswers } from '../answers';
import { pageAnswers } from '../page-answers';
import { signalRevalidated } from '../revalidation-signal';

const TAGS = ['cms', 'cms:menus'];
const answer =
  (value: string): (() => Promise<Loaded<string>>) =>
  async () => ({ ok: true, value });
const failing = async (): Promise<Loaded<string>> => ({ ok: false });

beforeEach(() => (kept.length = 0));

describe('the pages read the one cache', () => {
  it('gives the page the answer’s lifetime and tags', async () => {
    expect(await pageAnswers.read('tree', 20_000, answer('v1'), 'none', TAGS)).toBe('v1');
    expect(kept).toEqual([{ seconds: 20, tags: TAGS }]);
  });

  it('serves the proxy’s answer to a page without asking the service again', async () => {
    await siteAnswers().read('settings', 60_000, answer('from the proxy'), 'none');
    const load = jest.fn(answer('asked again'));
    expect(await pageAnswers.read('settings', 60_000, load, 'none', TAGS)).toBe('from the proxy');
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps a page drawn with the fallback only until the service may be asked again', async () => {
    expect(await pageAnswers.read('never', 60_000, failing, 'fallback', TAGS)).toBe('fallback');
    expect(kept).toEqual([{ seconds: 5, tags: TAGS }]);
  });

  it('asks again after a revalidation of its tags this process heard, for the proxy and the pages alike', async () => {
    await pageAnswers.read('menus', 60_000, answer('old'), 'none', TAGS);
    await pageAnswers.read('menu 7', 60_000, answer('menu 7'), 'none', ['cms', 'cms:menu:7']);
    signalRevalidated(['cms:menus']);
    expect(await siteAnswers().read('menus', 60_000, answer('new'), 'none', TAGS)).toBe('new');
    expect(await pageAnswers.read('menus', 60_000, answer('newer'), 'none', TAGS)).toBe('new');
    expect(await pageAnswers.read('menu 7', 60_000, answer('changed'), 'none', ['cms', 'cms:menu:7'])).toBe('menu 7');
  });

  it('asks for the tree again after one menu’s revalidation, which may have renamed it', async () => {
    await pageAnswers.read('tree', 60_000, answer('Mission Week'), 'none', TAGS);
    signalRevalidated(['cms:menu:111']);
    expect(await siteAnswers().read('tree', 60_000, answer('Mission'), 'none', TAGS)).toBe('Mission');
  });

  it('keeps the last good answer when the service fails after a revalidation', async () => {
    await pageAnswers.read('slides', 60_000, answer('kept'), 'none', TAGS);
    signalRevalidated(['cms']);
    expect(await pageAnswers.read('slides', 60_000, failing, 'none', TAGS)).toBe('kept');
  });
});
