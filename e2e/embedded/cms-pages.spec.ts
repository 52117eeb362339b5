// A build started with no content service configured shows the embedded sample, not an empty site.
import { expect, test } from '../support/test';

// The same pages on the embedded sample (no content service configured): Hope Harbor's content.
test('the home page and a company page show the embedded sample', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Hope Harbor Foundation | Food, shelter and learning for families in need');
  await expect(page.getByRole('region', { name: 'Introduction' })).toContainText(
    'Food, shelter and learning for families in Bristol',
  );
  await expect(page.getByRole('region', { name: 'About' }).getByRole('heading', { name: 'Who we are' })).toBeVisible();
  const companies = page.getByRole('region', { name: 'Our companies', exact: true });
  await expect(companies.locator('article')).toHaveCount(4);
  await companies.getByRole('link', { name: 'see more about Safe Harbor Homes' }).click();
  await expect(page).toHaveURL(/\/company\/1\/Safe%20Harbor%20Homes$/);
  await expect(page.getByRole('region', { name: 'Safe Harbor Homes' })).toContainText('not-for-profit lettings agency');
});
