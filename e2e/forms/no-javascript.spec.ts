// With JavaScript off a pledge is still sent and delivered, but card details and passwords typed into a form never
// leave the page.
import { expect, test, type Locator, type Page } from '../support/test';
import { fillCard, fillDonor, GOOD_CARD } from './donation-form';
import { expectDeliveredOnce, uniqueText } from './delivered';

// A plain-ASCII name and a code less common than 123, so that a search of the requests for them finds only a leak.
const CARD = { ...GOOD_CARD, name: 'Ana Nunez', cvv: '737' };
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

  test('/donate: the pledge is sent and delivered; card details never reach a URL, a request or the organisation', async ({
    page,
  }) => {
    await page.goto('/donate');
    const form = page.getByRole('form', { name: 'Donation form' });
    await expect(form.locator('noscript')).toHaveCount(0);
    await fillDonor(form);
    const note = uniqueText('Pledged without JavaScript.');
    await form.getByLabel(/^Message/).fill(note);
    await fillCard(form, CARD);

    const requests = recordRequests(page);
    await form.getByRole('button', { name: 'Donate Now' }).click();
    await expect(form.getByRole('status')).toContainText('Thank you for your pledge!');
    expect(requests.filter((request) => request.document).map((request) => new URL(request.url).pathname)).toEqual([
      '/donate',
    ]);
    const secrets = [CARD.number, CARD.number.replace(/ /g, ''), CARD.cvv, CARD.expiry, CARD.name];
    expectNoSecrets(requests, secrets);
    const pledge = await expectDeliveredOnce(note);
    for (const secret of secrets)
      expect(
        Object.values(pledge.fields).filter((value) => carries(value, secret)),
        secret,
      ).toEqual([]);
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
