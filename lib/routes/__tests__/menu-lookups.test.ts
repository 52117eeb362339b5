/** @jest-environment node */
// The proxy's copy of the menu tree: asked for once, kept for the process's lifetime, asked again at most once a
// second for an id it does not hold or an address it does not match (a question within the second waits for it),
// and unknown (the request goes through) while the service has never answered.
import type { MenuItem } from '@/lib/cms/types';

const fetchMenuTree = jest.fn<Promise<MenuItem[]>, []>();
const readMenuPage = jest.fn();
jest.mock('@/lib/cms', () => ({ fetchMenuTree, readMenuPage }));

const menu = (id: number, name: string): MenuItem => ({ id, name, href: `/x/${id}`, children: [] });
const TREE = [menu(2, 'About')];
const GROWN = [menu(2, 'About'), menu(5, 'Mission')];
const RENAMED = [menu(2, 'Who we are')];

let lookups: typeof import('../menu-lookups').menuLookups;

beforeEach(async () => {
  jest.useFakeTimers({ now: 1_000_000 });
  jest.resetModules();
  fetchMenuTree.mockReset();
  readMenuPage.mockReset();
  ({ menuLookups: lookups } = await import('../menu-lookups'));
});

afterEach(() => jest.useRealTimers());

/** `pending`, with the clock run on until it settles. */
async function settled<T>(pending: Promise<T>): Promise<T> {
  await jest.advanceTimersByTimeAsync(1_000);
  return pending;
}

describe("the proxy's menu tree", () => {
  it('is asked for once and kept while the ids asked for are in it', async () => {
    fetchMenuTree.mockResolvedValue(TREE);
    expect(await lookups.menus(2)).toEqual(TREE);
    jest.setSystemTime(Date.now() + 5_000);
    expect(await lookups.menus(2)).toEqual(TREE);
    expect(fetchMenuTree).toHaveBeenCalledTimes(1);
  });

  it('is asked again for an id it does not hold, once a second at most, and then holds a menu just added', async () => {
    fetchMenuTree.mockResolvedValueOnce(TREE).mockResolvedValue(GROWN);
    await lookups.menus(2);
    // Within the second: both wait for one question at its end.
    const [five, unknown] = await settled(Promise.all([lookups.menus(5), lookups.menus(999)]));
    expect(five).toEqual(GROWN);
    expect(unknown).toEqual(GROWN);
    expect(fetchMenuTree).toHaveBeenCalledTimes(2);
  });

  it('is asked again when the address does not match what it holds (a menu renamed)', async () => {
    fetchMenuTree.mockResolvedValueOnce(TREE).mockResolvedValue(RENAMED);
    await lookups.menus(2);
    expect(await settled(lookups.menus(2, true))).toEqual(RENAMED);
    expect(fetchMenuTree).toHaveBeenCalledTimes(2);
  });

  it('is unknown while the service has never answered, and kept when it fails later', async () => {
    fetchMenuTree
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce(TREE)
      .mockRejectedValue(new Error('down'));
    expect(await lookups.menus(2)).toBeNull();
    expect(await settled(lookups.menus(2))).toEqual(TREE);
    expect(await settled(lookups.menus(5))).toEqual(TREE);
    expect(fetchMenuTree).toHaveBeenCalledTimes(3);
  });
});
