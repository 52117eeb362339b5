// Guards that the hero moves on by itself, rests while hovered and stays still for reduced-motion visitors.
import { expect, test, type Page } from '../support/test';

/** The hero carousel (the section around it has no name of its own). */
const hero = (page: Page) => page.locator('[aria-roledescription="carousel"][aria-label="Highlights"]');

test.describe('hero autoplay', () => {
  test('moves on by itself and rests while hovered', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.mouse.move(1, 1);
    await page.goto('/');
    const region = hero(page);
    await expect(region).toHaveAttribute('data-autoplay', 'playing');
    await expect(region.locator('.swiper-slide-active')).toHaveAttribute('aria-label', /^2 \//, { timeout: 15_000 });

    await region.hover();
    await expect(region).toHaveAttribute('data-autoplay', 'paused');
    await page.mouse.move(1, 1);
    await expect(region).toHaveAttribute('data-autoplay', 'playing');
  });

  test('stays still for visitors who prefer reduced motion, without a pause button', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const region = hero(page);
    await expect(region).toHaveAttribute('data-autoplay', 'off');
    await expect(region.getByRole('button', { name: 'Pause Highlights' })).toBeHidden();
    // Still movable by hand.
    await region.getByRole('button', { name: 'Next slide in Highlights' }).click();
    await expect(region.locator('.swiper-slide-active')).toHaveAttribute('aria-label', /^2 \//);
    await expect(region).toHaveAttribute('data-autoplay', 'off');
  });
});
