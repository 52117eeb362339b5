// On a phone the home page's hero moves by a swipe, to the next slide and back.
import { expect, test, type Locator, type Page } from '../support/test';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });

/** A finger across the middle of `element`, from 80 % to 20 % of its width (or back), as a touch screen reports it. */
async function swipe(page: Page, element: Locator, direction: 'left' | 'right') {
  const box = await element.boundingBox();
  if (!box) throw new Error('nothing to swipe');
  const y = box.y + box.height / 2;
  const [from, to] = direction === 'left' ? [0.8, 0.2] : [0.2, 0.8];
  const x = (share: number) => box.x + box.width * share;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', share?: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: share === undefined ? [] : [{ x: x(share), y }] });
  await touch('touchStart', from);
  for (let step = 1; step <= 6; step++) {
    await touch('touchMove', from + ((to - from) * step) / 6);
    await page.waitForTimeout(20);
  }
  await touch('touchEnd');
}

test('a swipe on the hero moves it, to the next slide and back', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  const hero = page.locator('[aria-roledescription="carousel"][aria-label="Highlights"]');
  const shown = () => hero.locator('.swiper-slide-active').getAttribute('aria-label');
  await expect(hero.locator('.swiper-initialized')).toHaveCount(1);
  expect(await shown()).toMatch(/^1 \/ \d+$/);

  await swipe(page, hero.locator('.swiper'), 'left');
  await expect.poll(shown).toMatch(/^2 \/ \d+$/);
  await swipe(page, hero.locator('.swiper'), 'right');
  await expect.poll(shown).toMatch(/^1 \/ \d+$/);
});
