// A search engine's BreadcrumbList says the same trail the visitor sees above the page title.
import { expect, test, type Page } from '../support/test';
import { PORTS } from '../support/ports.mjs';
import { STANDIN_ORG } from '../support/standin';
import { jsonLdBlocks } from './json-ld';

const ORIGIN = `http://127.0.0.1:${PORTS.site}`;

type ListItem = { '@type': string; position: number; name: string; item?: string };

async function breadcrumbList(page: Page): Promise<ListItem[]> {
  const lists = (await jsonLdBlocks(page)).filter((block) => block['@type'] === 'BreadcrumbList');
  expect(lists).toHaveLength(1);
  return (lists[0]?.itemListElement ?? []) as ListItem[];
}

/** The trail as drawn: each step's text and link (the page itself has none). */
async function drawnTrail(page: Page): Promise<{ name: string; href: string | null }[]> {
  const steps = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
  return steps.evaluateAll((items) =>
    items.map((item) => ({
      name: item.textContent ?? '',
      href: item.querySelector('a')?.getAttribute('href') ?? null,
    })),
  );
}

const PAGES = [
  {
    path: '/event-single/1',
    trail: [
      ['Home', '/'],
      ['Events', '/event'],
      ['Spring Charity Fun Run', null],
    ],
  },
  {
    path: `/mission/${STANDIN_ORG.menuIds.Mission}`,
    trail: [
      ['Home', '/'],
      ['About', `/about/${STANDIN_ORG.menuIds.About}`],
      ['Mission', null],
    ],
  },
  {
    path: `/company/${STANDIN_ORG.menuIds.Home}/Riverbend%20Pantry`,
    trail: [
      ['Home', '/'],
      ['Our companies', `/company/${STANDIN_ORG.menuIds.Home}`],
      ['Riverbend Pantry', null],
    ],
  },
  {
    path: '/blog-single/1',
    trail: [
      ['Home', '/'],
      ['Blog', '/blog'],
      ['How a Single Well Changed Life in Lakeside', null],
    ],
  },
  {
    path: '/donate',
    trail: [
      ['Home', '/'],
      ['Donate', null],
    ],
  },
  // A later page of a list sits under the list's first page.
  {
    path: '/blog?page=2',
    trail: [
      ['Home', '/'],
      ['Blog', '/blog'],
      ['Blog, page 2', null],
    ],
  },
  {
    path: '/blog?tag=Children&page=2',
    trail: [
      ['Home', '/'],
      ['Blog', '/blog'],
      ['Blog: Children', '/blog?tag=Children'],
      ['Blog: Children, page 2', null],
    ],
  },
] as const;

test.describe('BreadcrumbList', () => {
  for (const { path, trail } of PAGES) {
    test(`${path} describes the trail it draws`, async ({ page }) => {
      await page.goto(path);
      const items = await breadcrumbList(page);
      expect(items).toEqual(
        trail.map(([name, href], index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name,
          ...(href !== null && { item: new URL(href, ORIGIN).href }),
        })),
      );
      expect(await drawnTrail(page)).toEqual(trail.map(([name, href]) => ({ name, href })));
    });
  }

  test('the home page draws no trail and describes none', async ({ page }) => {
    await page.goto('/');
    expect((await jsonLdBlocks(page)).map((block) => block['@type'])).not.toContain('BreadcrumbList');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
  });
});
