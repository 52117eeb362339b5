// With JavaScript off a pledge (an "Other amount" one too) is still sent and delivered, and passwords typed into a
// form never leave the page.
import { expect, test, type Locator, type Page } from '../support/test';
import { fillDonor } from './donation-form';
import { expectDeliveredOnce, uniqueText } from './delivered';

const PASSWORD = 'Tr0ub4dor-secret';

/** Every request the page makes from now on, with its body, to look for typed secrets in. */
function recordRequests(page: Page) {
  const seen: { url: string; document: boolean; body: string }[] = [];
  page.on('request', (request) =>
    seen.push({ url: request.url(), document: request.resourceType() === 'document', body: request.postData() ?? '' }),
  );
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

/**
 * Whether `text` carries `secret` as a value: whole, between a form encoding's delimiters (`=`, `&`, a multipart
 * part's lines), so a short code such as a CVV is not found by chance inside an id.
 */
function carries(text: string, secret: string): boolean {
  const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const forms = [secret, encodeURIComponent(secret), new URLSearchParams({ s: secret }).toString().slice(2)];
  return forms.some((form) => new RegExp(`(^|[=\\n"])${escape(form)}($|[&\\r\\n"])`).test(text));
}

function expectNoSecrets(requests: ReturnType<typeof recordRequests>, secrets: string[]) {
  for (const secret of secrets) {
    expect(
      requests.filter((request) => carries(request.url, secret) || carries(request.body, secret)),
      secret,
    ).toEqual([]);
  }
}

// Playwright's text locators skip <noscript> (microsoft/playwright#15887), so the note is found by its element.
test.describe('forms with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('/donate: an "Other amount" pledge is sent and delivered with the amount typed; a bad one is answered', async ({
    page,
  }) => {
    await page.goto('/donate');
    const form = page.getByRole('form', { name: 'Donation form' });
    await expect(form.locator('noscript')).toHaveCount(0);
    // Without JavaScript the typed amount's field shows once "Other amount" has been answered by the server.
    await fillDonor(form, { amount: 'Other amount', payment: /Offline/ });
    const note = uniqueText('Pledged without JavaScript.');
    await form.getByLabel(/^Message/).fill(note);
    await form.getByRole('button', { name: 'Donate Now' }).click();
    const amount = form.getByLabel(/^Your amount/);
    await expect(amount).toHaveAccessibleDescription('Please enter an amount');
    await expect(form.getByLabel(/^Message/)).toHaveValue(note);
    await amount.fill('100000.01');
    await form.getByRole('button', { name: 'Donate Now' }).click();
    await expect(form.getByLabel(/^Your amount/)).toHaveAccessibleDescription(
      'For gifts over $100,000.00, please contact us',
    );
    await form.getByLabel(/^Your amount/).fill('1,234.56');
    await form.getByRole('button', { name: 'Donate Now' }).click();
    await expect(form.getByRole('status')).toContainText('Thank you for your pledge!');
    const pledge = await expectDeliveredOnce(note);
    expect(pledge.fields).toMatchObject({
      amount: '$1,234.56',
      frequency: 'Once',
      payment: expect.stringMatching(/^Offline/),
    });
  });

  test('/login: the password never reaches a URL or a request, whatever is pressed', async ({ page }) => {
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Login' });
    await expect(form.locator('noscript p')).toBeVisible();
    await expect(form.locator('noscript p')).toHaveText(/^This form needs JavaScript/);
    await form.getByLabel('Email').fill('user@example.org');
    await form.getByLabel('Password').fill(PASSWORD);

    const requests = recordRequests(page);
    await trySubmitting(form.getByRole('button', { name: 'Login' }), [
      form.getByLabel('Password'),
      form.getByLabel('Email'),
    ]);
    expect(requests.filter((request) => request.document)).toEqual([]);

    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).search).toBe('');
    expectNoSecrets(requests, [PASSWORD, 'user@example.org']);
    await expect(form.getByLabel('Password')).toHaveValue(PASSWORD);
  });
});
