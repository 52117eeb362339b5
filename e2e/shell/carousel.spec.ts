// Guards that visitors can move the home page's carousels with keys and buttons, and only the one they mean.
import { expect, test, type Locator, type Page } from '../support/test';

/** The carousel itself (the sections around some carousels carry the same name). */
function carousel(page: Page, label: string): Locator {
  return page.locator(`[aria-roledescription="carousel"][aria-label="${label}"]`);
}

/** Which slide leads the carousel, as Swiper's a11y labels say it ("2 / 6"). */
function position(region: Locator): Promise<string | null> {
  return region.locator('.swiper-slide-active').getAttribute('aria-label');
}

const CAROUSELS = ['Highlights', 'Our Services slides', 'Our partners slides', 'Our companies slides', 'Our team'];

// Nothing moves on its own under reduced motion, so every change below comes from the visitor.
test.use({ reducedMotion: 'reduce' });

test.describe('carousels on the home page', () => {
  test('Left/Right move only the carousel that holds the focus, even with others in view', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 4000 });
    await page.goto('/');
    const services = carousel(page, 'Our Services slides');
    await expect(services.locator('.swiper-initialized')).toHaveCount(1);
    const before = new Map<string, string | null>();
    for (const label of CAROUSELS) before.set(label, await position(carousel(page, label)));
    expect(before.get('Our Services slides')).toBe('1 / 6');

    await services.getByRole('button', { name: 'Next slide in Our Services slides' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => position(services)).toBe('2 / 6');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => position(services)).toBe('3 / 6');
    for (const label of CAROUSELS.filter((name) => name !== 'Our Services slides')) {
      expect(await position(carousel(page, label)), label).toBe(before.get(label));
    }
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => position(services)).toBe('2 / 6');
  });

  test('previous/next buttons move the featured work carousel, and only show when the slides do not fit', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1300, height: 900 });
    await page.goto('/');
    const featured = carousel(page, 'Featured work slides');
    await featured.scrollIntoViewIfNeeded();
    await expect(featured.locator('.swiper-initialized')).toHaveCount(1);
    const next = featured.getByRole('button', { name: 'Next slide in Featured work slides' });
    const previous = featured.getByRole('button', { name: 'Previous slide in Featured work slides' });
    // Three pictures where four would fit: they fill the row (no empty place at its end), and nothing moves.
    await expect(next).toBeHidden();
    const frame = await featured.locator('.swiper').boundingBox();
    const last = await featured.locator('.swiper-slide').nth(2).boundingBox();
    expect(frame!.x + frame!.width - (last!.x + last!.width)).toBeLessThan(2);

    await page.setViewportSize({ width: 600, height: 900 });
    await featured.scrollIntoViewIfNeeded();
    await expect(next).toBeVisible();
    const slides = featured.locator('.swiper-slide');
    await expect(slides.nth(2)).not.toBeInViewport({ ratio: 0.5 });

    await next.click();
    await expect.poll(() => position(featured)).toBe('2 / 3');
    await expect(slides.nth(2)).toBeInViewport({ ratio: 0.9 });
    await expect(slides.nth(0)).not.toBeInViewport({ ratio: 0.5 });

    await previous.click();
    await expect.poll(() => position(featured)).toBe('1 / 3');
    await expect(slides.nth(0)).toBeInViewport({ ratio: 0.9 });
  });

  test('the hero lets the keyboard into the slide shown only, and a dot brings the next one within reach', async ({
    page,
  }) => {
    await page.goto('/');
    const hero = carousel(page, 'Highlights');
    /** The links of the hero the Tab key reaches, in order. */
    const tabbedLinks = async () => {
      await hero.getByRole('button', { name: 'Go to slide 1 in Highlights' }).evaluate((dot) => {
        // Start just before the hero: its first focusable is reached by the next Tab.
        const start = document.createElement('button');
        start.id = 'tab-start';
        dot.closest('[aria-roledescription="carousel"]')?.before(start);
        start.focus();
      });
      const names: string[] = [];
      for (let step = 0; step < 12; step += 1) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const active = document.activeElement;
          const inHero = active?.closest('[aria-label="Highlights"]') !== null;
          return inHero && active?.tagName === 'A' ? (active.textContent ?? '') : inHero ? '' : null;
        });
        if (focused === null) break;
        if (focused) names.push(focused);
      }
      await page.locator('#tab-start').evaluate((start) => start.remove());
      return names;
    };
    expect(await tabbedLinks()).toEqual(['Donate Now', 'See our causes']);
    await expect(hero.getByRole('group', { name: '1 / 3' })).not.toHaveAttribute('inert');
    await expect(hero.getByRole('group', { name: '2 / 3', includeHidden: true })).toHaveAttribute('inert');

    await hero.getByRole('button', { name: 'Go to slide 2 in Highlights' }).click();
    await expect.poll(() => position(hero)).toBe('2 / 3');
    await expect(hero.getByRole('group', { name: '2 / 3' })).not.toHaveAttribute('inert');
    expect(await tabbedLinks()).toEqual(['Donate Now', 'See our causes']);
  });

  test('no pause button when nothing moves on its own', async ({ page }) => {
    await page.goto('/');
    await expect(
      carousel(page, 'Featured work slides').getByRole('button', { name: 'Pause Featured work slides' }),
    ).toBeHidden();
  });
});
