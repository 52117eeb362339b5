// Journeys through the causes: the campaign list with its funding bars, a cause's tabs from the
// keyboard, its sidebar, and the donate page.
import { expect, test } from '../support/test';

test.describe('causes', () => {
  test('the list shows the first 3 campaigns with funding bars, dollar amounts, author and Donate Now', async ({
    page,
  }) => {
    await page.goto('/cause');
    await expect(page).toHaveTitle(/^Causes \|/);
    const cards = page.getByRole('list', { name: 'Campaigns' }).getByRole('article');
    await expect(cards).toHaveCount(3);

    const first = cards.first();
    await expect(
      first.getByRole('heading', { name: 'Build a Classroom in Riverbend' }).getByRole('link'),
    ).toHaveAttribute('href', '/cause-single/1');
    const bar = first.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '67');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(first.getByText('67%', { exact: true })).toBeVisible();
    await expect(first.getByRole('definition').filter({ hasText: '$45,000' })).toBeVisible();
    await expect(first.getByRole('definition').filter({ hasText: '$30,150' })).toBeVisible();
    await expect(first).toContainText('Priya Nair');

    const donate = page.getByRole('main').getByRole('link', { name: /^Donate Now/ });
    await expect(donate).toHaveCount(3);
    for (const link of await donate.all()) await expect(link).toHaveAttribute('href', '/donate');
    await expect(cards.nth(2).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
  });

  test('a cause page has Description first, then Donations and Comments tabs', async ({ page }) => {
    await page.goto('/cause-single/2');
    await expect(page).toHaveTitle(/^Clean Wells for Lakeside Villages \|/);
    await expect(page.getByRole('heading', { level: 1, name: 'Clean Wells for Lakeside Villages' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '78');
    await expect(page.getByRole('main')).toContainText('$60,000');
    await expect(page.getByText('380', { exact: true })).toBeVisible();

    const tabs = page.getByRole('tablist', { name: 'About this cause' }).getByRole('tab');
    await expect(tabs).toHaveText(['Description', 'Donations', 'Comments']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Description' })).toContainText(
      'Families in four lakeside villages',
    );

    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Description' })).toBeHidden();
    await expect(page.getByRole('tabpanel', { name: 'Donations' }).locator('form')).toHaveCount(1);

    await tabs.nth(2).click();
    const comments = page.getByRole('tabpanel', { name: 'Comments' });
    await expect(comments.getByRole('article')).toHaveCount(3);
    await expect(comments.locator('form')).toHaveCount(1);
  });

  test('the cause tabs follow the arrow keys, Home and End', async ({ page }) => {
    await page.goto('/cause-single/1');
    const tabs = page.getByRole('tablist', { name: 'About this cause' }).getByRole('tab');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(tabs.nth(2)).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Comments' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.first()).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    // Only the selected tab is in the Tab order.
    await expect(tabs.nth(1)).toHaveAttribute('tabindex', '-1');
  });

  test('the cause sidebar has search, 4 related causes, tags and a contact box', async ({ page }) => {
    await page.goto('/cause-single/1');
    const sidebar = page.getByRole('complementary', { name: 'More about our causes' });
    await expect(sidebar.getByRole('search')).toHaveCount(1);
    const related = sidebar.getByRole('region', { name: 'Related causes' }).getByRole('link');
    await expect(related).toHaveCount(4);
    await expect(related.first()).toHaveAttribute('href', '/cause-single/2');
    await expect(sidebar.getByRole('region', { name: 'Tags' }).getByRole('link', { name: 'Water' })).toHaveAttribute(
      'href',
      '/cause-single/2',
    );
    await expect(sidebar.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', /^\/contact/);
  });

  test('the donate page holds the donation form', async ({ page }) => {
    await page.goto('/donate');
    await expect(page).toHaveTitle(/^Donate \|/);
    await expect(page.getByRole('heading', { level: 1, name: 'Donate' })).toBeVisible();
    await expect(page.getByRole('main').locator('form')).toHaveCount(1);
  });
});
