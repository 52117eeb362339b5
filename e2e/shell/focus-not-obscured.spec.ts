// What an in-page link brings into view comes to rest below the sticky header, at every width
// (WCAG 2.4.11/2.4.12): the page leaves the header's height, and a little more, above what it
// scrolls to. (A field focused by keyboard Chromium centres, well clear of the header.)
import { expect, test } from '../support/test';

for (const width of [390, 1024, 1100, 1366, 1920]) {
  test(`at ${width} px a #link's target is not under the sticky header`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    // No smooth scrolling or sliding header: where things come to rest, measured at once.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/blog-single/1');
    const target = page.locator('#post-comment');
    await page.evaluate(() => {
      window.location.hash = 'post-comment';
    });
    const bar = page.locator('header[data-sticky="true"] > div');
    await expect(bar).toHaveCount(1);
    await expect
      .poll(() => target.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBeLessThan(200);
    const [targetBox, barBox] = await Promise.all([target.boundingBox(), bar.boundingBox()]);
    expect(targetBox!.y, `target top at ${width} px`).toBeGreaterThanOrEqual(barBox!.y + barBox!.height);
  });
}
