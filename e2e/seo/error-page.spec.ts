// When a page fails to render, visitors get status 500 and our message inside the header and footer,
// and "Try again" works.
import { expect, test } from '../support/test';
import { PORTS } from '../support/ports.mjs';
import { expectShell } from '../support/shell';
import { STANDIN_ORG } from '../support/standin';

// /e2e-render-error throws while rendering only on a server started with E2E_THROW_ROUTE=1, as
// playwright.config.ts starts the stand-in site; every other server answers it with a 404.
const THROWING = '/e2e-render-error';

test.describe('the error page', () => {
  test('a page that fails to render answers 500 and shows our message inside the header and footer', async ({
    page,
  }) => {
    const response = await page.goto(THROWING);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1, name: 'Sorry, this page could not be shown' })).toBeVisible();
    await expectShell(page, STANDIN_ORG.siteName);
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    // Nothing of the error reaches the visitor: no message, no stack, no digest.
    await expect(page.locator('body')).not.toContainText(/Deliberate|E2E_THROW_ROUTE|digest|\bat \w+ \(/);
  });

  test('Try again asks the server for the page again', async ({ page }) => {
    await page.goto(THROWING);
    const heading = page.getByRole('heading', { level: 1, name: 'Sorry, this page could not be shown' });
    await expect(heading).toBeVisible();
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname === THROWING);
    await page.getByRole('button', { name: 'Try again' }).click();
    await asked;
    // The page still fails, so the message stays.
    await expect(heading).toBeVisible();
  });

  test('without E2E_THROW_ROUTE the test address is an ordinary 404', async ({ request }) => {
    const response = await request.get(`http://127.0.0.1:${PORTS.embedded}${THROWING}`);
    expect(response.status()).toBe(404);
  });
});
