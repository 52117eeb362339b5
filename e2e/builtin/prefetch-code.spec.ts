// A phone opening a page must not download the code of pages it only links to. Next's <Link> prefetches a page
// whole, its client code included, and the links on every page (the logo, Donate Now, the breadcrumb trail) lead
// to the home page (its carousel, Swiper) and the donation form: both would be downloaded on every page opened.
import { expect, test } from '../support/test';
import { routes } from '../../lib/routes/table';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

for (const path of [routes.contactDefault.href({}), routes.volunteer.href({})]) {
  test(`${path}: a phone downloads no code of the home page's carousel or the donation form`, async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const code = await Promise.all(scripts);
    expect(code.length, 'the page loads its own scripts').toBeGreaterThan(0);
    expect(code.filter((text) => /swiper/i.test(text)).length, "scripts with the carousel's code").toBe(0);
    expect(code.filter((text) => text.includes('submitDonation')).length, "scripts with the donation form's").toBe(0);
  });
}
