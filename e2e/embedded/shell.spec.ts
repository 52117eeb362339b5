// Guards the header, footer, hero and menus on the embedded sample, i.e. the site with no content service set.
import { expect, test } from '../support/test';
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
  });

  test('the hero pause button keeps its name and its pressed state says whether autoplay is paused', async ({
    page,
  }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Highlights' }).first();
    const autoplayRunning = async () => (await hero.getAttribute('data-autoplay')) === 'playing';
    // Autoplay also rests while the pointer or the focus is inside; move both away before reading it.
    const leave = async () => {
      await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.mouse.move(1, 1);
    };
    const pause = hero.getByRole('button', { name: 'Pause Highlights' });
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(autoplayRunning).toBe(true);

    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await leave();
    await expect.poll(autoplayRunning).toBe(false);

    await pause.click();
    await expect(hero.getByRole('button', { name: 'Pause Highlights' })).toHaveAttribute('aria-pressed', 'false');
    await leave();
    await expect.poll(autoplayRunning).toBe(true);
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
    await expect(page.locator('#header-search-panel').getByRole('combobox', { name: 'Search the site' })).toBeVisible();
    await page.getByRole('button', { name: 'Close search' }).click();
    await expect(page.locator('#header-search-panel')).toBeHidden();
  });

  test('opening the search puts the focus in its field; Escape closes the suggestions, then the search, and returns the focus', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open search' }).click();
    const panel = page.locator('#header-search-panel');
    await expect(panel.getByRole('combobox', { name: 'Search the site' })).toBeFocused();
    await page.keyboard.type('food');
    // Wait for the suggestions: whether they are open decides what the first Escape closes.
    await expect(panel.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel.getByRole('listbox')).toBeHidden();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open search' })).toBeFocused();
  });
});

test.describe('site shell on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a submenu opened from the keyboard or shown by hover closes with Escape', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'About submenu' });
    const mission = nav.getByRole('link', { name: 'Mission' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(mission).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    // What aria-expanded says is what shows, the focus on the toggle notwithstanding.
    await expect(mission).toBeHidden();

    const about = nav.getByRole('link', { name: 'About', exact: true });
    await about.hover();
    await expect(mission).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(mission).toBeHidden();
    // Hover shows it again once the pointer has left and come back.
    await page.mouse.move(640, 600);
    await about.hover();
    await expect(mission).toBeVisible();
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

  test('Escape in the open menu closes it and returns the focus to the menu toggle', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'Gallery' }).focus();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Gallery' })).toBeHidden();
    const toggle = nav.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the page under the open menu stays put, and tabbing out of the menu closes it', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Its name says what it will do: "Open menu", then "Close menu".
    const toggle = nav.locator('button[aria-controls="main-menu"]');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // A wheel over the header bar would scroll the page the panel covers.
    await page.mouse.move(100, 30);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Past the menu's last entry the focus goes to what the panel would cover: the panel closes first.
    const lastEntry = nav.locator('#main-menu > li:last-child > a');
    await lastEntry.focus();
    await page.keyboard.press('Tab');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(lastEntry).toBeHidden();
    await expect(page.locator(':focus')).toBeVisible();
  });

  test('nothing is wider than the screen', async ({ page }) => {
    await page.goto('/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
