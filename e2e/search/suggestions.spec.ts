// The header's search suggestions in a browser: announced, chosen from the keyboard, closed with Escape.
import { expect, test, type Page } from '../support/test';
import { STANDIN_ORG } from '../support/standin';

/** Opens the header's search; returns its field. */
async function openHeaderSearch(page: Page) {
  await page.goto('/donate');
  await page.getByRole('button', { name: 'Open search' }).click();
  const input = page.locator('header').getByRole('combobox', { name: 'Search the site' });
  await expect(input).toBeFocused();
  return input;
}

test.describe('search suggestions in the header', () => {
  test('are announced, chosen with the arrow keys and opened with Enter', async ({ page }) => {
    const input = await openHeaderSearch(page);
    await page.keyboard.type('catastr');
    const options = page.locator('header').getByRole('listbox').getByRole('option');
    await expect(options).toHaveText([/^Mission\s*Page$/]);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('header').getByRole('status')).toHaveText('1 result');

    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      (await options.first().getAttribute('id')) ?? 'missing',
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/mission/${STANDIN_ORG.menuIds.Mission}$`));
  });

  test('the chosen suggestion is always in sight, the list scrolling to it', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await openHeaderSearch(page);
    await page.keyboard.type('water');
    const listbox = page.locator('header').getByRole('listbox');
    const options = listbox.getByRole('option');
    await expect(options.first()).toBeVisible();
    // More suggestions than the list shows at once.
    expect(await listbox.evaluate((list) => list.scrollHeight > list.clientHeight)).toBe(true);

    // Up from no choice takes the last one.
    await page.keyboard.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await expect(options.last()).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(options.first()).toBeInViewport({ ratio: 1 });
  });

  test('Escape closes the list, a second Escape the search; Enter with nothing chosen searches', async ({ page }) => {
    const input = await openHeaderSearch(page);
    await page.keyboard.type('flood');
    await expect(page.locator('header').getByRole('listbox').getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Escape');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(input).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open search' })).toBeFocused();

    await page.getByRole('button', { name: 'Open search' }).click();
    await input.fill('flood');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=flood$/);
    await expect(
      page
        .getByRole('region', { name: /results? for “flood”/ })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
  });
});
