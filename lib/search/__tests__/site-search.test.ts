/** @jest-environment node */
import type { MenuItem, MenuPage } from '@/lib/cms/types';
import { sanitizeRichText } from '@/lib/sanitize';

const tree: MenuItem[] = [{ id: 7, name: 'Mission', href: '/mission/7', children: [] }];
let missionHtml = '<p>Keep every Zephyrine household dry.</p>';

jest.mock('@/lib/cms', () => {
  const actual = jest.requireActual('@/lib/cms/reshape');
  return {
    walkMenus: actual.walkMenus,
    getMenus: jest.fn(async () => tree),
    // A fresh object on every call, as the content client gives: only the content counts.
    getMenuPage: jest.fn(async (id: number): Promise<MenuPage> => ({
      menu: tree[0]!,
      menuKnown: id === 7,
      sections: [{ key: 'Mission', html: sanitizeRichText(missionHtml), images: [] }],
    })),
  };
});

const build = jest.fn();
jest.mock('../search-index', () => {
  const actual = jest.requireActual('../search-index');
  return { createSearchIndex: (...args: unknown[]) => (build(), actual.createSearchIndex(...args)) };
});

import { searchSite } from '../site-search';

describe('searchSite', () => {
  beforeEach(() => build.mockClear());

  it('finds a menu page by its text and built-in content alike', async () => {
    expect((await searchSite('zephyrine', 5)).map((hit) => hit.href)).toEqual(['/mission/7']);
    expect((await searchSite('Amara Okafor', 5))[0]?.href).toBe('/team-single/1');
  });

  it("finds an event by the street of its venue's address, which its page shows", async () => {
    expect((await searchSite('Stapleton Road', 5))[0]?.href).toBe('/event-single/3');
  });

  it('finds the fixed pages by their names and what they say, as a visitor would search for them', async () => {
    expect((await searchSite('donate', 5))[0]?.href).toBe('/donate');
    expect((await searchSite('volunteer', 5))[0]).toMatchObject({
      href: '/volunteer',
      kind: 'page',
      title: 'Become a Volunteer',
    });
    expect((await searchSite('testimonials', 5))[0]?.href).toBe('/testimonial');
    expect((await searchSite('blog', 5))[0]?.href).toBe('/blog');
  });

  it('builds the index once while the content stays the same, again when it changes', async () => {
    await searchSite('zephyrine', 5);
    build.mockClear();
    await searchSite('zephyrine dry', 5);
    expect(build).not.toHaveBeenCalled();

    missionHtml = '<p>Keep every Quillmore home warm.</p>';
    expect(await searchSite('zephyrine', 5)).toEqual([]);
    expect((await searchSite('quillmore', 5)).map((hit) => hit.href)).toEqual(['/mission/7']);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('answers an empty query with nothing', async () => {
    expect(await searchSite('', 5)).toEqual([]);
  });
});
