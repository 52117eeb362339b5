// The gallery, profile and document pages show the service's pictures in a grid that fits phones, and
// the lightbox opens at the picture clicked.
import { expect, test } from '../support/test';
import { STANDIN_ORG } from '../support/standin';

const ids = STANDIN_ORG.menuIds;

test.describe('galleries', () => {
  test('gallery: a 3-column grid of 4:3 pictures; the lightbox opens at the clicked picture and closes back to the first', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const response = await page.goto(`/gallery/${ids.Gallery}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Gallery | Riverbend Relief Trust');
    const grid = page.getByRole('list', { name: 'Gallery' });
    const cells = grid.getByRole('listitem');
    await expect(cells).toHaveCount(5);
    const boxes = await Promise.all([0, 1, 2, 3].map((n) => cells.nth(n).boundingBox()));
    expect(boxes[0]?.y).toBe(boxes[2]?.y);
    expect(boxes[3]?.y).toBeGreaterThan(boxes[0]?.y ?? 0);
    // The design's card ratio: a 4:3 picture is shown whole in its tile, not cropped to a portrait.
    expect(Math.abs((boxes[0]?.width ?? 0) / (boxes[0]?.height ?? 1) - 4 / 3)).toBeLessThan(0.02);

    await grid.getByRole('button', { name: 'Open Gallery: image 3 of 5' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.yarl__slide_current')).toHaveAttribute('aria-label', '3 of 5');
    // A resized copy from this site (the page's image policy allows it; a phone is not sent the original), shown.
    const shown = dialog.locator('.yarl__slide_current img');
    await expect(shown).toHaveAttribute('src', /^\/_next\/image\?url=[^&]*rb-gallery-3\.webp&w=\d+/);
    // Loaded, and drawn at its own size (or the screen's, if smaller): never shrunk below it.
    await expect
      .poll(() =>
        shown.evaluate(
          (img: HTMLImageElement) =>
            img.complete &&
            img.naturalWidth > 0 &&
            img.getBoundingClientRect().width >= Math.min(img.naturalWidth, window.innerWidth) - 2,
        ),
      )
      .toBe(true);
    await expect(dialog.locator('.yarl__counter')).toHaveText('3 / 5');

    await page.keyboard.press('ArrowRight');
    await expect(dialog.locator('.yarl__counter')).toHaveText('4 / 5');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    // Closing reset the position: the slideshow starts again from the first picture.
    await page.getByRole('button', { name: 'View the 5 pictures as a slideshow' }).click();
    await expect(page.getByRole('dialog').locator('.yarl__counter')).toHaveText('1 / 5');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('Back closes the lightbox and stays on the page; once it is closed, Back leaves the page as before', async ({
    page,
  }) => {
    await page.goto('/');
    await page.goto(`/gallery/${ids.Gallery}`);
    const historyPlace = () => page.evaluate(() => window.navigation.currentEntry?.index);
    const galleryPlace = await historyPlace();
    const gallery = page.getByRole('list', { name: 'Gallery' });
    await gallery.getByRole('button', { name: 'Open Gallery: image 2 of 5' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();

    await page.evaluate(() => window.history.back());
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/gallery/${ids.Gallery}$`));
    // The page under it works: the lightbox opens again, and its own close leaves no extra step in the history.
    await gallery.getByRole('button', { name: 'Open Gallery: image 4 of 5' }).click();
    await expect(page.getByRole('dialog').locator('.yarl__counter')).toHaveText('4 / 5');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    // The step the lightbox added to the history is gone again.
    await expect.poll(historyPlace).toBe(galleryPlace);

    // A real navigation now: Playwright's own Back waits for it (an evaluate could lose its page as it left).
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('on a phone the grid has one column and the page does not scroll sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/gallery/${ids.Gallery}`);
    const cells = page.getByRole('list', { name: 'Gallery' }).getByRole('listitem');
    const [first, second] = await Promise.all([cells.nth(0).boundingBox(), cells.nth(1).boundingBox()]);
    expect(second?.y).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('profile and documents show their pictures in a lightbox gallery', async ({ page }) => {
    await page.goto(`/profile/${ids.Profile}`);
    await expect(page).toHaveTitle('Profile | Riverbend Relief Trust');
    const profile = page.getByRole('list', { name: 'Profile' });
    await expect(profile.locator('img[src*="rb-profile-old-mill.webp"]')).toBeAttached();
    await profile.getByRole('button', { name: 'Open Profile: image 1 of 1' }).click();
    await expect(page.getByRole('dialog').locator('.yarl__slide_current img')).toHaveAttribute(
      'src',
      /rb-profile-old-mill\.webp/,
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.goto(`/document/${ids.Document}`);
    const documents = page.getByRole('list', { name: 'OUR DOCUMENT' });
    await expect(documents.getByRole('button')).toHaveCount(2);
    await documents.getByRole('button', { name: 'Open OUR DOCUMENT: image 2 of 2' }).click();
    await expect(page.getByRole('dialog').locator('.yarl__slide_current img')).toHaveAttribute(
      'src',
      /rb-document-accounts-2024\.webp/,
    );
  });
});
