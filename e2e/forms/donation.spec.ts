// The donation form on `/donate` and in a cause's tab: bad cards refused next to the field, sending nothing; a
// valid pledge thanked and delivered to the organisation, never with the card's details.
import { expect, test, type Page } from '../support/test';
import { expectFieldMessage } from './fields';
import { fillCard, fillDonor, GOOD_CARD } from './donation-form';
import { expectDeliveredOnce, uniqueText } from './delivered';

const BAD_NUMBER = '4111 1111 1111 1112'; // fails the Luhn check
const STANDIN_PHONE = '+44 1632 960 210'; // e2e/fixtures/cms/general_settings.json

/** Requests the page makes from now on, apart from Next's link prefetches (a refused donation must make none). */
function recordRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // Prefetches, the pictures they hint (a prefetched page's eager pictures), and static files carry nothing the visitor typed.
    const carriesNothingTyped =
      url.searchParams.has('_rsc') || url.pathname.startsWith('/_next/static/') || url.pathname === '/_next/image';
    if (request.method() === 'GET' && carriesNothingTyped) return;
    seen.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`);
  });
  return seen;
}

test.describe('donation form on /donate', () => {
  test('an empty submit shows the messages next to each field', async ({ page }) => {
    await page.goto('/donate');
    const form = page.getByRole('form', { name: 'Donation form' });
    await form.getByRole('button', { name: 'Donate Now' }).click();
    await expectFieldMessage(form.getByRole('radio', { name: '$10', exact: true }), 'Please choose an amount');
    await expect(form.getByRole('radio', { name: '$10', exact: true })).toBeFocused();
    await expectFieldMessage(form.getByLabel('First name'), 'Please enter your first name');
    await expectFieldMessage(form.getByLabel('Card number'), 'Please enter your card number');
    await expectFieldMessage(form.getByLabel('Expiry date'), 'Please enter the expiry date (MM/YY)');
  });

  test('a bad card number is refused next to the field and nothing is sent', async ({ page }) => {
    await page.goto('/donate');
    const form = page.getByRole('form', { name: 'Donation form' });
    await fillDonor(form);
    await fillCard(form, { ...GOOD_CARD, number: BAD_NUMBER });
    const requests = recordRequests(page);
    await form.getByRole('button', { name: 'Donate Now' }).click();
    await expectFieldMessage(form.getByLabel('Card number'), 'This card number is not valid. Please check it');
    await expect(form.getByLabel('Card number')).toBeFocused();
    await expect(form.getByLabel('Card number')).toHaveValue(BAD_NUMBER);
    expect(requests).toEqual([]);
  });

  test('a card of another brand and an expired date are refused', async ({ page }) => {
    await page.goto('/donate');
    const form = page.getByRole('form', { name: 'Donation form' });
    await fillDonor(form);
    await fillCard(form, { ...GOOD_CARD, number: '5555 5555 5555 4444' });
    await form.getByLabel('Expiry date').fill('01/20');
    await form.getByRole('button', { name: 'Donate Now' }).click();
    await expectFieldMessage(form.getByLabel('Card number'), 'This is not a Visa card number');
    await expectFieldMessage(form.getByLabel('Expiry date'), 'This card has expired');
  });

  test("a valid pledge is thanked and reaches the organisation, the card's details never leave the page", async ({
    page,
  }) => {
    await page.goto('/donate');
    const form = page.getByRole('form', { name: 'Donation form' });
    await fillDonor(form);
    const note = uniqueText('For the flood appeal.');
    await form.getByLabel(/^Message/).fill(note);
    await fillCard(form, GOOD_CARD);
    const requests = recordRequests(page);
    await form.getByRole('button', { name: 'Donate Now' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Thank you for your pledge! We will be in touch about how to complete your gift.',
    );
    const pledge = await expectDeliveredOnce(note);
    expect(pledge.fields).toMatchObject({
      form: 'donation',
      amount: '50',
      firstName: 'Ana',
      lastName: 'Núñez',
      email: 'ana@example.org',
      payment: expect.stringMatching(/^Card/),
    });
    const sent = [...requests, JSON.stringify(pledge)].join('\n');
    for (const secret of [GOOD_CARD.number, GOOD_CARD.number.replace(/ /g, ''), GOOD_CARD.expiry, `cvv`])
      expect(sent).not.toContain(secret);
  });
});

test.describe('donation form in the cause Donations tab', () => {
  test('a bad card number is refused; offline giving needs no card', async ({ page }) => {
    await page.goto('/cause-single/1');
    await page.getByRole('tab', { name: 'Donations' }).click();
    const form = page.getByRole('form', { name: 'Donation form' });
    await fillDonor(form);
    await fillCard(form, { ...GOOD_CARD, number: BAD_NUMBER });
    await form.getByRole('button', { name: 'Donate Now' }).click();
    await expectFieldMessage(form.getByLabel('Card number'), 'This card number is not valid. Please check it');

    await form.getByRole('radio', { name: /Offline/ }).check();
    await expect(form.getByLabel('Card number')).toBeHidden();
    const note = uniqueText('I will send a cheque.');
    await form.getByLabel(/^Message/).fill(note);
    await form.getByRole('button', { name: 'Donate Now' }).click();
    await expect(form.getByRole('status')).toContainText('Thank you for your pledge!');
    await expect(form.getByRole('status')).toContainText(STANDIN_PHONE);
    await expect(form.getByRole('status')).toContainText('The Old Mill, Severn Side');
    const pledge = await expectDeliveredOnce(note);
    expect(pledge.fields.payment).toMatch(/^Offline/);
    // The cause it is for, so the organisation can tell.
    expect(pledge.fields.about).toBeTruthy();
  });
});
