// The check that a page keeps the site's header and footer, shared by the journeys that break things.
import { expect, type Page } from '@playwright/test';

/** The header and footer every page must keep, whatever the content service does. */
export async function expectShell(page: Page, siteName: string) {
  const header = page.locator('header').first();
  await expect(header.getByRole('link', { name: `${siteName} home` })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Donate Now' })).toHaveAttribute('href', '/donate');
  const footer = page.locator('footer');
  await expect(footer).toContainText(`© 2022–${new Date().getFullYear()} ${siteName}`);
}
