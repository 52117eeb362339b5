// Back returns the visitor to where they were on the page they left, on a phone and a laptop.
import type { Request } from '@playwright/test';
import { expect, test, type Page } from '../support/test';
import { routes } from '../../lib/routes/table';
import { STANDIN_ORG } from '../support/standin';

const PAGES = [
  routes.home.href({}),
  routes.about.href({ id: STANDIN_ORG.menuIds.About }),
  routes.blogPost.href({ id: 1 }),
  routes.testimonials.href({}),
  routes.causes.href({}),
];

/**
 * How long the page has been quiet, in ms: none of its requests under way and none started or finished since (a
 * visitor reads the next page a moment before Back, by which time it has loaded what it asked for).
 */
function quietFor(page: Page, origin: string): () => number {
  const underWay = new Set<Request>();
  let lastActivity = Date.now();
  // Scripts, styles and pictures; not the prefetches of linked pages (one was seen held open for good).
  const ours = (request: Request) =>
    request.url().startsWith(origin) && !new URL(request.url()).searchParams.has('_rsc');
  const track = (change: (request: Request) => unknown) => (request: Request) => {
    if (!ours(request)) return;
    change(request);
    lastActivity = Date.now();
  };
  page.on(
    'request',
    track((request) => underWay.add(request)),
  );
  page.on(
    'requestfinished',
    track((request) => underWay.delete(request)),
  );
  page.on(
    'requestfailed',
    track((request) => underWay.delete(request)),
  );
  return () => (underWay.size > 0 ? 0 : Date.now() - lastActivity);
}

for (const width of [390, 1366]) {
  test(`at ${width} px, Back from a followed link returns to the place on the page that was left`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const quiet = quietFor(page, baseURL ?? '');
    for (const path of PAGES) {
      const onPath = new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`);
      await page.goto(path, { waitUntil: 'networkidle' });
      // A footer link, far down the page: the visitor has read most of it.
      const link = page.locator('footer').getByRole('link', { name: 'Projects', exact: true }).first();
      // Followed from the keyboard: a click would let Playwright scroll again to uncover the link (at 390 px the
      // floating back-to-top control may cover it), leaving the page somewhere else than where it was measured.
      await link.scrollIntoViewIfNeeded();
      await link.focus();
      const left = await page.evaluate(() => Math.round(window.scrollY));
      expect(left, `${path} is scrolled down`).toBeGreaterThan(500);
      await page.keyboard.press('Enter');
      await expect(page).not.toHaveURL(onPath);
      await expect
        .poll(() => page.evaluate(() => window.scrollY), { message: 'the next page opens at its top' })
        .toBeLessThan(100);
      await expect.poll(quiet, { message: 'the next page has loaded what it asked for' }).toBeGreaterThan(500);
      await page.goBack();
      await expect(page).toHaveURL(onPath);
      const offBy = () => page.evaluate((at) => Math.abs(Math.round(window.scrollY) - at), left);
      await expect.poll(offBy, { message: `Back to ${path}: px from where it was left` }).toBeLessThan(60);
    }
  });
}
