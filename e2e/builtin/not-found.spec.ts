import { expect, test } from '@playwright/test';

const BAD_ADDRESSES = [
  '/cause-single/999',
  '/cause-single/01',
  '/blog-single/abc',
  '/blog-single/16',
  '/blog-single-left-sidebar/0',
  '/blog-single-fullwidth/1.5',
  '/project-single/23',
  '/project-single/0',
  '/team-single/-1',
  '/team-single/9',
  '/event-single/0',
  '/event-single/10',
  '/blog?page=99',
  '/404',
  '/no-such-page',
];

test.describe('not found', () => {
  for (const path of BAD_ADDRESSES) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found!' })).toBeVisible();
      await expect(page.getByText(/address may be mistyped/)).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    });
  }
});
