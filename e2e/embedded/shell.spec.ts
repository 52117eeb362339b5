import { expect, test } from '@playwright/test';
import { expectShell } from '../support/shell';

// The site with no CMS_API_URL: the embedded sample (Hope Harbor Foundation) through the same client.
test.describe('site shell on the embedded sample', () => {
  test('header, footer, title and favicon come from the sample settings', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expectShell(page, 'Hope Harbor Foundation');
    await expect(page).toHaveTitle(/^Hope Harbor Foundation/);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /\/media\/siteSettings\/favicon\//);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('href', '/about/2');
    await expect(nav.getByRole('link', { name: 'Annual Report' })).toHaveAttribute('href', '/annual%20report/14');
    await expect(nav.locator('a[href="/message/9"]')).toHaveCount(1);

    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about/2');
    await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact/7');
    await expect(footer.getByRole('link', { name: 'YouTube' })).toHaveAttribute('href', /youtube\.com/);
    await expect(footer.locator('[class*="address"]')).toHaveText(/\n/);
  });

  test('the hero slider shows the sample slides, 700 px high, dimmed, with the subtitle fallback', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 1000 });
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Highlights' }).first();
    await expect(hero.getByText('Together we can change a life').first()).toBeAttached();
    await expect(hero.getByText('Our Portfolio').first()).toBeAttached();
    const image = hero.locator('img').first();
    await expect(image).toHaveCSS('filter', 'brightness(0.4)');
    await expect(hero.locator('.swiper-slide').first()).toHaveCSS('height', '700px');
    await hero.getByRole('button', { name: 'Pause Highlights' }).click();
    await expect(hero.getByRole('button', { name: 'Play Highlights' })).toBeVisible();
  });

  test('the header turns into a fixed bar after 80 px of scroll', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-sticky', 'false');
    await page.mouse.wheel(0, 60);
    await page.waitForTimeout(200);
    await expect(header).toHaveAttribute('data-sticky', 'false');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-sticky', 'true');
  });

  test('the search box toggles', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open search' });
    await toggle.click();
    await expect(page.locator('#header-search-panel').getByRole('searchbox')).toBeVisible();
    await page.getByRole('button', { name: 'Close search' }).click();
    await expect(page.locator('#header-search-panel')).toBeHidden();
  });
});

test.describe('site shell on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu toggle opens a panel where one submenu is open at a time', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Gallery' })).toBeHidden();
    await nav.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav.getByRole('link', { name: 'Gallery' })).toBeVisible();

    const aboutToggle = nav.getByRole('button', { name: 'About submenu' });
    await aboutToggle.click();
    await expect(aboutToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Mission' })).toBeVisible();
    await aboutToggle.click();
    await expect(aboutToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Mission' })).toBeHidden();
  });

  test('nothing is wider than the screen', async ({ page }) => {
    await page.goto('/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
