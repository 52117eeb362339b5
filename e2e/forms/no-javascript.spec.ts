// Card details and passwords typed into a browser-only form never leave the page when JavaScript is off.
import { expect, test, type Locator, type Page } from '../support/test';
import { fillCard, fillDonor, GOOD_CARD } from './donation-form';

// A plain-ASCII name and a code less common than 123, so that a search of the requests for them finds only a leak.
const CARD = { ...GOOD_CARD, name: 'Ana Nunez', cvv: '737' };
const PASSWORD = 'Tr0ub4dor-secret';

/** Every request the page makes from now on, with its body, to look for typed secrets in. */
function recordRequests(page: Page) {
  const seen: { url: string; document: boolean; body: string }[] = [];
  page.on('request', (request) => seen.push({ url: request.url(), document: request.resourceType() === 'document', body: request.postData() ?? '' }));
  return seen;
}

/** Presses the disabled button anyway (a real click at its place) and Enter in each field. */
async function trySubmitting(button: Locator, fields: Locator[]) {
  await expect(button).toBeDisabled();
  await button.click({ force: true });
  for (const field of fields) await field.press('Enter');
  // A native submission would start a navigation at once; give it time to show up before checking there was none.
  await button.page().waitForTimeout(1000);
}

function expectNoSecrets(requests: ReturnType<typeof recordRequests>, secrets: string[]) {
  expect(requests.filter((request) => request.document)).toEqual([]);
  for (const secret of secrets) {
    const encoded = [secret, encodeURIComponent(secret), new URLSearchParams({ s: secret }).toString().slice(2)];
    expect(requests.filter((request) => encoded.some((form) => request.url.includes(form) || request.body.includes(form)))).toEqual([]);
  }
}

// Playwright's text locators skip <noscript> (microsoft/playwright#15887), so the note is found by its element.
test.describe('browser-only forms with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('/donate: card details never reach a URL or a request, whatever is pressed', async ({ page }) => {
    await page.goto('/donate');
    const form = page.getByRole('form', { name: 'Donation form' });
    await expect(form.locator('noscript p')).toBeVisible();
    await expect(form.locator('noscript p')).toHaveText(/^This form needs JavaScript/);
    await fillDonor(form);
    await fillCard(form, CARD);

    const requests = recordRequests(page);
    await trySubmitting(form.getByRole('button', { name: 'Donate Now' }), [
      form.getByLabel('Card number'),
      form.getByLabel('Security code (CVV)'),
      form.getByLabel('Expiry date'),
      form.getByLabel('Email', { exact: true }),
    ]);

    expect(new URL(page.url()).pathname).toBe('/donate');
    expect(new URL(page.url()).search).toBe('');
    expectNoSecrets(requests, [CARD.number, CARD.number.replace(/ /g, ''), CARD.cvv, CARD.expiry, CARD.name]);
    // Still the same page: what was typed is still there.
    await expect(form.getByLabel('Card number')).toHaveValue(CARD.number);
  });

  test('/login: the password never reaches a URL or a request, whatever is pressed', async ({ page }) => {
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Login' });
    await expect(form.locator('noscript p')).toBeVisible();
    await expect(form.locator('noscript p')).toHaveText(/^This form needs JavaScript/);
    await form.getByLabel('Email').fill('user@example.org');
    await form.getByLabel('Password').fill(PASSWORD);

    const requests = recordRequests(page);
    await trySubmitting(form.getByRole('button', { name: 'Login' }), [form.getByLabel('Password'), form.getByLabel('Email')]);

    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).search).toBe('');
    expectNoSecrets(requests, [PASSWORD, 'user@example.org']);
    await expect(form.getByLabel('Password')).toHaveValue(PASSWORD);
  });
});
