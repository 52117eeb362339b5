// A menu the site has no page for still opens, with all its sections, under its own (even non-ASCII)
// name only.
import { expect, test } from '../support/test';
import { STANDIN_ORG } from '../support/standin';

const ids = STANDIN_ORG.menuIds;

test.describe('a menu without a page of its own', () => {
  test('Annual Report renders all of its sections and images', async ({ page }) => {
    const response = await page.goto(`/annual%20report/${ids['Annual Report']}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Annual Report | Riverbend Relief Trust');
    await expect(page.getByRole('heading', { level: 1, name: 'Annual Report' })).toBeVisible();
    const review = page.getByRole('region', { name: 'Year in Review' });
    await expect(review).toContainText('Three floods, eleven rest-centre nights');
    await expect(review.getByRole('button', { name: /Open Year in Review: image/ })).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'Finances' })).toContainText('84p of every pound');
  });

  test('a non-ASCII menu name works through its encoded address', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Événements' }).click();
    await expect(page).toHaveURL(/\/%C3%A9v%C3%A9nements\/108$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Événements' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Fête de la rivière' })).toContainText(
      'twinned town Bourg-sur-Loire',
    );
    await expect(
      page.getByRole('region', { name: 'Upcoming Events' }).locator('img[src*="rb-events-riverside.webp"]'),
    ).toBeVisible();
  });

  test('the name in the address must be that menu’s own', async ({ page, request }) => {
    for (const path of [
      `/annual%20report/${ids.About}`,
      `/annual/${ids['Annual Report']}`,
      '/annual%20report/99999',
      '/annual%20report/abc',
    ]) {
      expect((await page.goto(path))?.status(), path).toBe(404);
    }
    // Typed with capitals, it is not a second address of the page: it leads to the one address.
    const typed = await request.get(`/Annual%20Report/${ids['Annual Report']}`, { maxRedirects: 0 });
    expect(typed.status()).toBe(308);
    expect(new URL(typed.headers().location!, 'http://x').pathname).toBe(`/annual%20report/${ids['Annual Report']}`);
  });
});
