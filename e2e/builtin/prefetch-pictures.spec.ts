// A phone prefetches the pages its visible links lead to (cards, the footer). It must not download those
// pages' pictures too: React hints every eager picture of a page in its RSC payload, and a prefetch
// acting on the hints would cost a phone pictures of pages never opened.
import { expect, test } from '../support/test';
import { blogListHref, routes } from '../../lib/routes/table';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

for (const path of [routes.causes.href({}), routes.projects.href({})]) {
  test(`${path}: a phone downloads only pictures the page itself shows, not those of the pages it prefetches`, async ({
    page,
  }) => {
    const pictures = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'image') pictures.add(request.url());
    });
    const prefetched = new Set<string>();
    page.on('response', (response) => {
      if (response.request().headers()['next-router-prefetch']) prefetched.add(new URL(response.url()).pathname);
    });

    await page.goto(path);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    // The cards' pages and the footer's are prefetched (a page with a first picture among them).
    await expect
      .poll(() => prefetched.has(blogListHref('right')) && prefetched.size >= 6, { timeout: 15_000 })
      .toBe(true);
    await page.waitForLoadState('networkidle');

    const shown = await page.evaluate(() =>
      Array.from(document.images).flatMap((img) => [
        img.src,
        ...img.srcset.split(',').map((candidate) => candidate.trim().split(' ')[0]),
      ]),
    );
    const foreign = [...pictures].filter(
      (url) => !shown.some((candidate) => candidate && new URL(candidate, url).href === url),
    );
    expect(foreign, 'pictures downloaded that no picture of this page shows').toEqual([]);
  });
}
