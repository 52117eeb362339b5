// The company pages drawn from the service: one company's full text and picture, the list of cards,
// and 404s for anything that is not a company.
import { expect, test } from '../support/test';
import { STANDIN_ORG } from '../support/standin';

const home = STANDIN_ORG.menuIds.Home;

test.describe('company details', () => {
  test('a company page shows that section with its image', async ({ page }) => {
    const response = await page.goto(`/company/${home}/${encodeURIComponent('Willow Bank Nursery')}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Willow Bank Nursery | Riverbend Relief Trust');
    const section = page.getByRole('region', { name: 'Willow Bank Nursery' });
    // The name is the page's title, said once: the service's text opens with it as an h3, which is left out.
    await expect(page.getByRole('heading', { level: 1, name: 'Willow Bank Nursery' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Willow Bank Nursery' })).toHaveCount(1);
    await expect(section.getByText(/^Willow Bank Nursery grows native trees/)).toBeVisible();
    await expect(section.locator('img[src*="rb-company-willow-bank-nursery.webp"]')).toBeVisible();
    // The whole text, not the card's excerpt.
    await expect(section.locator('.rich-text')).not.toContainText('…');
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Our companies' }),
    ).toHaveAttribute('href', `/company/${home}`);
  });

  test('without a name, the list of company cards', async ({ page }) => {
    const response = await page.goto(`/company/${home}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Our companies' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Companies' });
    await expect(list.locator('article')).toHaveCount(STANDIN_ORG.companies.length);
    await list.getByRole('link', { name: 'see more about Riverbend Pantry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Riverbend Pantry' })).toBeVisible();
  });

  test('an unknown company, a home block, an unknown or non-numeric id are 404s', async ({ page }) => {
    for (const path of [
      `/company/${home}/Nobody%20Ltd`,
      `/company/${home}/About`,
      `/company/${home}/Riverbend%20Pantry/extra`,
      '/company/99999/Riverbend%20Pantry',
      '/company/abc/Riverbend%20Pantry',
      '/company/abc',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Oops! Page Not Found!' })).toBeVisible();
    }
  });
});
