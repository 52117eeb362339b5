// Visitors without JavaScript can still search from the header and the sidebars.
import { expect, test } from '../support/test';
import { STANDIN_ORG } from '../support/standin';

// The search forms are plain GET forms to /search: with JavaScript off they still find things.
test.describe('search with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the header search lands on the results page', async ({ page }) => {
    await page.goto('/donate');
    const header = page.locator('header').first();
    // The toggle cannot toggle without JavaScript: focusing it shows the search panel.
    await header.getByRole('button', { name: 'Open search' }).click();
    const form = header.getByRole('search', { name: 'Search the site' });
    await form.getByRole('combobox', { name: 'Search the site' }).fill('water');
    await form.getByRole('button', { name: 'Search' }).click();

    await expect(page).toHaveURL(/\/search\?q=water$/);
    await expect(page).toHaveTitle(`Search: water | ${STANDIN_ORG.siteName}`);
    const results = page.getByRole('region', { name: /results? for “water”/ });
    await expect(results.getByRole('link', { name: 'Clean Water Access' })).toHaveAttribute(
      'href',
      '/service-single/1',
    );
    await expect(results.locator('mark').first()).toHaveText(/^water$/i);
  });

  test('a sidebar search lands on the results page, its field keeping the query', async ({ page }) => {
    await page.goto('/cause-single/1');
    const form = page.getByRole('complementary').getByRole('search');
    await form.getByRole('searchbox', { name: 'Search the site' }).fill('mobile clinic');
    await form.getByRole('searchbox', { name: 'Search the site' }).press('Enter');

    await expect(page).toHaveURL(/\/search\?q=mobile\+clinic$/);
    const results = page.getByRole('region', { name: /results? for “mobile clinic”/ });
    await expect(results.getByRole('link', { name: 'Mobile Clinic on Wheels' })).toHaveAttribute(
      'href',
      '/cause-single/3',
    );
    await expect(page.getByRole('main').getByRole('search').getByRole('searchbox')).toHaveValue('mobile clinic');
  });
});
