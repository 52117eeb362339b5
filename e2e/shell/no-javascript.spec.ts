// With JavaScript turned off (a browser setting, a reader mode, some crawlers) every page and every part of one is
// still reachable, and no control is drawn that would do nothing.
import { expect, test } from '../support/test';
import { routes } from '../../lib/routes/table';
import { STANDIN_ORG } from '../support/standin';

test.describe('a phone with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the menu button shows the whole menu, submenus open, and its links lead to their pages', async ({ page }) => {
    await page.goto(routes.donate.href({}));
    const nav = page.getByRole('navigation', { name: 'Main' });
    const mission = nav.getByRole('link', { name: 'Mission', exact: true });
    await expect(mission).toBeHidden();
    await nav.getByRole('button', { name: 'Open menu' }).tap();
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toBeVisible();
    // A child of About, shown with no submenu toggle to press (which would do nothing).
    await expect(mission).toBeVisible();
    await expect(nav.getByRole('button', { name: 'About submenu' })).toBeHidden();
    await mission.tap();
    await expect(page).toHaveURL(routes.mission.href({ id: STANDIN_ORG.menuIds.Mission }));
  });

  test('the menu opens from its button only, and a tap on the page below it closes it', async ({ page }) => {
    await page.goto(routes.donate.href({}));
    const nav = page.getByRole('navigation', { name: 'Main' });
    const about = nav.getByRole('link', { name: 'About', exact: true });
    // The empty stretch of the header bar beside the button is not the button.
    const button = await nav.getByRole('button', { name: 'Open menu' }).boundingBox();
    await page.mouse.move(button!.x - 40, button!.y + button!.height / 2);
    await expect(about).toBeHidden();
    await nav.getByRole('button', { name: 'Open menu' }).tap();
    await expect(about).toBeVisible();
    const panel = await nav.locator('#main-menu').boundingBox();
    expect(panel!.y + panel!.height).toBeLessThan(page.viewportSize()!.height);
    await page.touchscreen.tap(200, page.viewportSize()!.height - 10);
    await expect(about).toBeHidden();
  });

  test("a cause shows every tab's panel under its name, the donation form and comments included", async ({ page }) => {
    await page.goto(routes.cause.href({ id: 1 }));
    await expect(page.getByRole('tab').first()).toBeHidden();
    const panels = page.locator('[role="tabpanel"]');
    await expect(panels).toHaveCount(3);
    for (const panel of await panels.all()) await expect(panel).toBeVisible();
    await expect(page.getByRole('form', { name: 'Donation form' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Comments' })).toBeVisible();
    // Each under its tab's name, but for one that opens with its own heading (the comments: not named twice).
    const names = await panels.evaluateAll((all) => all.map((panel) => getComputedStyle(panel, '::before').content));
    expect(names).toEqual(['"Description"', '"Donations"', 'none']);
  });

  test("a carousel's row scrolls sideways to its other slides, with no dots or arrows drawn", async ({ page }) => {
    await page.goto(routes.testimonials.href({}));
    const carousel = page.locator('[data-carousel-controls]').first().locator('..');
    await expect(carousel.getByRole('button', { name: /^Next slide in/ })).toBeHidden();
    await expect(carousel.getByRole('button', { name: /^Go to slide 2 in/ })).toBeHidden();
    const row = carousel.locator('.swiper');
    // A row a visitor can scroll (a script can scroll a hidden overflow too, so that alone proves nothing).
    expect(await row.evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto');
    const second = row.locator('.swiper-slide').nth(1);
    await expect(second).not.toBeInViewport();
    await row.evaluate((element) => element.scrollBy({ left: element.clientWidth, behavior: 'instant' }));
    await expect(second).toBeInViewport({ ratio: 0.9 });
  });

  test("the home page's fading hero shows its first slide and does not scroll to the inert ones under it", async ({
    page,
  }) => {
    await page.goto(routes.home.href({}));
    const hero = page
      .locator('.swiper')
      .filter({ has: page.locator('[inert]') })
      .first();
    await expect(hero).toBeVisible();
    expect(await hero.evaluate((element) => getComputedStyle(element).overflowX)).toBe('hidden');
  });

  test('a video post links to its video instead of a play button that would do nothing', async ({ page }) => {
    await page.goto(routes.blogPost.href({ id: 3 }));
    await expect(page.getByRole('button', { name: /^Play video/ })).toBeHidden();
    const watch = page.getByRole('link', { name: /^Watch the video/ });
    await expect(watch).toBeVisible();
    await expect(watch).toHaveAttribute('href', /^https:\/\/www\.youtube(-nocookie)?\.com\/embed\//);
  });

  test('a gallery shows its pictures without a slideshow button that would do nothing', async ({ page }) => {
    await page.goto(routes.gallery.href({ id: STANDIN_ORG.menuIds.Gallery }));
    // The service's pictures have no captions (alt=""), so they are found as images, not by role.
    const pictures = page.getByRole('main').locator('ul img');
    expect(await pictures.count()).toBeGreaterThan(1);
    await expect(pictures.first()).toBeVisible();
    await expect(page.getByRole('button', { name: /as a slideshow$/ })).toBeHidden();
  });
});
