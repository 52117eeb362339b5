// Every kind of unknown address gets our whole 404 page in the server HTML (status 404, header, message,
// Back to home, footer, noindex), also with JavaScript off.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/test';
import { BLOG_PAGE_SIZE, blogPosts } from '../../content/blog';
import { pageCount } from '../../content/paging';
import { MENU_SEGMENTS, routes } from '../../lib/routes/table';
import { API_ROUTES } from '../../lib/routes/api';
import { expectShell } from '../support/shell';
import { STANDIN_ORG } from '../support/standin';

const { menuIds } = STANDIN_ORG;
const pastTheEnd = pageCount(blogPosts.length, BLOG_PAGE_SIZE) + 1;

/** Every kind of address that is nobody's page, each a whole 404 page in the server's HTML. */
const NOT_FOUND_KINDS: Record<string, string[]> = {
  'unmatched path': ['/404', '/no-such-page', '/no/such/page', '/cause/extra/segments/here'],
  'unknown id on a detail page': [
    '/cause-single/999',
    '/event-single/10',
    '/project-single/23',
    '/team-single/9',
    '/service-single/99',
    '/blog-single/16',
    '/blog-single-left-sidebar/999',
    '/blog-single-fullwidth/999',
    '/event-single/999/calendar.ics',
    ...MENU_SEGMENTS.map((segment) => `/${segment}/999`),
    '/home/999',
    '/company/999',
    '/our%20vision/999',
  ],
  'malformed id on a detail page': [
    '/cause-single/01',
    '/event-single/0',
    '/project-single/0',
    '/team-single/-1',
    '/service-single/1.5',
    '/blog-single/abc',
    '/blog-single-left-sidebar/0',
    '/blog-single-fullwidth/1.5',
    ...MENU_SEGMENTS.map((segment) => `/${segment}/x1`),
    '/home/+1',
    '/company/abc',
  ],
  "another menu's id on a menu page": [
    `/about/${menuIds.Contact}`,
    `/mission/${menuIds.About}`,
    `/contact/${menuIds.Home}`,
    `/home/${menuIds.About}`,
    `/our%20vision/${menuIds.About}`,
  ],
  'unknown company': [`/company/${menuIds.Home}/No%20Such%20Company`, `/company/${menuIds.Home}/riverbend%20pantry`],
  'page past the end of a blog list': [
    `/blog?page=${pastTheEnd}`,
    `/blog-left-sidebar?page=${pastTheEnd}`,
    `/blog-fullwidth?page=99`,
    '/blog?category=Nope',
    '/blog?page=0',
    '/blog?category=Education&tag=Shelter',
  ],
  'malformed escape': ['/about/%', '/mission/%zz', '/%E0%A4%A', `/company/${menuIds.Home}/%C3`],
  // The share picture beside a pictured page (`/cause-single/1/opengraph-image/picture`) of no item, or another.
  'share picture of no page': [
    '/cause-single/999/opengraph-image/picture',
    '/blog-single-fullwidth/999/opengraph-image/picture',
    '/cause-single/1/opengraph-image',
    '/cause-single/1/opengraph-image/other',
    '/donate/opengraph-image/picture',
    '/share/images/causes/cause-1.jpg',
  ],
};

/** Page addresses under a folder of files or the API, which no page is under. */
const UNDER_FILE_FOLDERS = [
  '/brand/about/5555',
  '/media/menu/7',
  '/api/company/1/x',
  '/images/blog-list/right',
  '/images',
  '/brand',
];

test.describe('not found, as the server sends it (JavaScript off)', () => {
  test.use({ javaScriptEnabled: false });

  for (const [kind, paths] of Object.entries(NOT_FOUND_KINDS)) {
    test(`${kind}: status 404, header, message, way home, footer, noindex`, async ({ page }) => {
      // One page and six checks per address, slow while the other worker runs the browser hard: the
      // longest lists need more than the default 30 s.
      test.setTimeout(Math.max(30_000, paths.length * 3_000));
      for (const path of paths) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found!' }), path).toBeVisible();
        await expect(page.getByText(/address may be mistyped/)).toBeVisible();
        await expect(page.getByRole('main').getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
        await expectShell(page, STANDIN_ORG.siteName);
        // One robots tag: ours beside Next's own for a 404 would say the same thing twice.
        await expect(page.locator('meta[name="robots"]'), path).toHaveCount(1);
        await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', /noindex/);
        await expect(page).toHaveTitle(`Page not found | ${STANDIN_ORG.siteName}`);
      }
    });
  }
});

test('a page address under a folder of files or the API is a 404 with its message, and none is kept on the server', async ({
  browser,
}) => {
  // Each is the whole 404 page in the server's HTML (JavaScript off), not a page drawn with the folder as a name.
  const page = await browser.newPage({ javaScriptEnabled: false });
  // A page of the site is kept there once visited, so the folder exists before it is read.
  expect((await page.goto(routes.donate.href({})))?.status()).toBe(200);
  for (const path of UNDER_FILE_FOLDERS) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found!' }), path).toBeVisible();
  }
  // The API routes and files there still answer.
  for (const path of [API_ROUTES.health.href(), API_ROUTES.search.href({ query: 'food' }), '/brand/favicon.svg']) {
    expect((await page.request.get(path)).status(), path).toBe(200);
  }
  await page.close();
  // No folder of app/ takes a first segment of any name, so these reach no page to be kept for. The cache handler
  // (cache-handler.mjs) keeps pages per build and service: Next's page cache on disk by address alone, beside the
  // build (e2e/ is next to .next/), stays unwritten, so no made-up address can fill it.
  const cache = join(__dirname, '..', '..', '.next', 'server', 'route-cache');
  const kept = existsSync(cache) ? readdirSync(cache, { recursive: true, encoding: 'utf8' }) : [];
  expect(kept).toEqual([]);
});

test('a 404 answers 404 with its whole page even to a conditional request (no 304 for an address that is no page)', async ({
  request,
}) => {
  const first = await request.get('/cause-single/999');
  const etag = first.headers().etag;
  for (const condition of ['*', etag].filter((value): value is string => Boolean(value))) {
    const again = await request.get('/cause-single/999', { headers: { 'If-None-Match': condition } });
    expect(again.status(), condition).toBe(404);
    expect(await again.text()).toContain('Oops! Page Not Found!');
  }
});

test.describe('not found, once the page has run its JavaScript', () => {
  for (const path of ['/no-such-page', '/cause-single/999', `/about/${menuIds.Contact}`]) {
    test(`${path} keeps the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found!' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
      await expect(page).toHaveTitle(`Page not found | ${STANDIN_ORG.siteName}`);
    });
  }
});
