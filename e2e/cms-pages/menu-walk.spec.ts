// No header menu link leads to a page that leaves out part of what the editors wrote for it.
import { expect, test } from '../support/test';
import { bodyText, fixtureContents, fixtureImages, fixtureMenus, imageFileNames } from './fixtures';

const squash = (value: string) => value.replace(/\s+/g, '');

// "Done when": every menu link in the header leads to a page that shows that menu's sections.
test('every header menu link opens a page showing all of its sections', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const menus = fixtureMenus();
  expect(menus.length).toBeGreaterThan(10);

  for (const menu of menus) {
    const href = menu.name === 'Home' ? '/' : `/${encodeURIComponent(menu.name.toLowerCase())}/${menu.id}`;
    await expect(nav.locator(`a[href="${href}"]`), `header link of ${menu.name}`).toHaveCount(1);

    const response = await page.goto(href);
    expect(response?.status(), `${menu.name} at ${href}`).toBe(200);
    const main = page.locator('main');
    // White space differs between markup and rendered text (<br>, blocks): compare without it.
    const text = squash((await main.textContent()) ?? '');

    for (const [key, html] of Object.entries(fixtureContents(menu.id))) {
      const words = squash(bodyText(html)).slice(0, 40);
      if (words) expect(text, `${menu.name}: section ${key}`).toContain(words);
    }
    for (const [key, value] of Object.entries(fixtureImages(menu.id))) {
      for (const file of imageFileNames(value)) {
        await expect(
          main.locator(`img[src*="${encodeURIComponent(file)}"]`).first(),
          `${menu.name}: image of ${key}`,
        ).toBeAttached();
      }
    }
  }
});
