// The contact page (cards, map and form at both its addresses) and a service page (hero, accordion,
// sidebar), and 404s for unknown services.
import { expect, test } from '../support/test';
import { STANDIN_ORG } from '../support/standin';

test.describe('contact and service detail', () => {
  test('contact: address, e-mail and phone cards, the map and the contact form', async ({ page }) => {
    for (const path of ['/contact', `/contact/${STANDIN_ORG.menuIds.Contact}`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page).toHaveTitle('Contact | Riverbend Relief Trust');
      await expect(page.getByRole('listitem', { name: 'Address' })).toContainText('Shrewsbury SY3 8XP');
      await expect(page.getByRole('listitem', { name: 'Email Us' }).getByRole('link')).toHaveAttribute(
        'href',
        'mailto:contact@riverbendrelief.org',
      );
      await expect(page.getByRole('listitem', { name: 'Call Now' }).getByRole('link').first()).toHaveAttribute(
        'href',
        'tel:+441632960210',
      );
      await expect(page.getByRole('region', { name: 'Map' }).locator('iframe')).toHaveAttribute(
        'src',
        /openstreetmap\.org/,
      );
      await expect(page.getByRole('heading', { name: 'Send us a message' })).toBeVisible();
      await expect(page.locator('main form').first()).toBeAttached();
    }
  });

  test('/contact/{id} names /contact as the one address of the page', async ({ page, baseURL }) => {
    for (const path of [`/contact/${STANDIN_ORG.menuIds.Contact}`, '/contact']) {
      await page.goto(path);
      // SITE_URL (the journeys set it to the site's own address) comes before the service's site_address.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/contact`);
    }
  });

  test('service detail: hero, solutions, one-open accordion and sidebar', async ({ page }) => {
    const response = await page.goto('/service-single/3');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Community Health Care | Riverbend Relief Trust');
    await expect(page.getByRole('heading', { level: 1, name: 'Community Health Care' })).toBeVisible();
    await expect(page.getByText(/Our mobile clinics bring check-ups/).first()).toBeVisible();
    await expect(page.locator('main img[src*="service-3-detail"]')).toBeVisible();

    const solutions = page.getByRole('region', { name: 'Our Solutions' });
    await expect(solutions.getByRole('article')).toHaveCount(3);

    const benefits = page.getByRole('region', { name: 'Benefits' });
    const panels = benefits.locator('details');
    // Each <summary> is the panel's disclosure button to the browser (Playwright's role queries do not map it).
    const toggles = benefits.locator('summary');
    await expect(toggles).toHaveCount(4);
    await expect(panels.nth(0)).toHaveAttribute('open', '');
    await expect(benefits.getByText(/^We plan community health care with the people it serves/)).toBeVisible();
    await expect(benefits.getByText('We hire, buy and build locally')).toBeHidden();
    await toggles.nth(2).click();
    await expect(panels.nth(2)).toHaveAttribute('open', '');
    await expect(panels.nth(0)).not.toHaveAttribute('open');
    await expect(benefits.getByText('Our audited accounts')).toBeVisible();
    await expect(benefits.getByText(/^We plan community health care with the people it serves/)).toBeHidden();
    await toggles.nth(2).press('Enter');
    await expect(panels.nth(2)).not.toHaveAttribute('open');
    await expect(benefits.getByText('Our audited accounts')).toBeHidden();

    const sidebar = page.getByRole('complementary', { name: 'More from us' });
    await expect(sidebar.getByRole('navigation').getByRole('link')).toHaveCount(6);
    await expect(sidebar.getByRole('link', { name: 'Community Health Care' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByText('Join 20,000 Subscribers')).toBeVisible();
    await expect(sidebar.locator('input[type="email"]')).toBeVisible();
    await expect(sidebar.getByRole('heading', { name: 'Instagram' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  test('an unknown or malformed service is a 404', async ({ page }) => {
    for (const path of ['/service-single/7', '/service-single/abc', '/service-single/01']) {
      expect((await page.goto(path))?.status(), path).toBe(404);
    }
  });
});
