/** @jest-environment node */
// The proxy's copy of the menu tree: asked for once, kept for the process's lifetime, asked again at most once a
// second for an id it does not hold, and unknown (the request goes through) while the service has never answered.
import type { MenuItem } from '@/lib/cms/types';

const readMenus = jest.fn<Promise<MenuItem[] | null>, []>();
const getMenuPage = jest.fn();
jest.mock('@/lib/cms/client', () => ({ createCmsClient: () => ({ readMenus, getMenuPage }) }));

const menu = (id: number, name: string): MenuItem => ({ id, name, href: `/x/${id}`, children: [] });
const TREE = [menu(2, 'About')];
const GROWN = [menu(2, 'About'), menu(5, 'Mission')];

let now = 1_000_000;
let lookups: typeof import('../menu-lookups').menuLookups;

beforeEach(async () => {
  jest.resetModules();
  readMenus.mockReset();
  getMenuPage.mockReset();
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  ({ menuLookups: lookups } = await import('../menu-lookups'));
});

describe("the proxy's menu tree", () => {
  it('is asked for once and kept while the ids asked for are in it', async () => {
    readMenus.mockResolvedValue(TREE);
    expect(await lookups.menus(2)).toEqual(TREE);
    now += 5_000;
    expect(await lookups.menus(2)).toEqual(TREE);
    expect(readMenus).toHaveBeenCalledTimes(1);
  });

  it('is asked again for an id it does not hold, at most once a second, and then holds a menu just added', async () => {
    readMenus.mockResolvedValueOnce(TREE).mockResolvedValue(GROWN);
    await lookups.menus(2);
    expect(await lookups.menus(5)).toEqual(TREE);
    expect(await lookups.menus(999)).toEqual(TREE);
    expect(readMenus).toHaveBeenCalledTimes(1);
    now += 1_000;
    expect(await lookups.menus(5)).toEqual(GROWN);
    expect(readMenus).toHaveBeenCalledTimes(2);
  });

  it('is unknown while the service has never answered, and kept when it fails later', async () => {
    readMenus.mockResolvedValueOnce(null).mockResolvedValueOnce(TREE).mockResolvedValue(null);
    expect(await lookups.menus(2)).toBeNull();
    now += 1_000;
    expect(await lookups.menus(2)).toEqual(TREE);
    now += 1_000;
    expect(await lookups.menus(5)).toEqual(TREE);
  });
});
