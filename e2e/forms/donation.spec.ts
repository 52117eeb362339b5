// The donation form on `/donate` and in a cause's tab, on a site without Stripe: every choice it offers (each
// preset and a typed amount, card and offline, once and monthly) is delivered to the organisation as chosen; the
// form has no card field, and says a card gift is a pledge there.
import { expect, test } from '../support/test';
import { expectFieldMessage } from './fields';
import { sendPledge, type GiftChoice } from './donation-form';
import { expectDeliveredOnce, uniqueText } from './delivered';

const STANDIN_PHONE = '+44 1632 960 210'; // e2e/fixtures/cms/general_settings.json

test.describe('donation form on /donate', () => {
  test('an empty submit shows the messages next to each field', async ({ page }) => {
    await page.goto('/donate');
    const form = page.getByRole('form', { name: 'Donation form' });
    await form.getByRole('button', { name: 'Donate Now' }).click();
    await expectFieldMessage(form.getByRole('radio', { name: '$10', exact: true }), 'Please choose an amount');
    await expect(form.getByRole('radio', { name: '$10', exact: true })).toBeFocused();
    await expectFieldMessage(form.getByLabel('First name'), 'Please enter your first name');
    // No card field at all: a site without Stripe takes a pledge, and says so.
    await expect(form.getByLabel(/Card number|CVV|Expiry/)).toHaveCount(0);
    await expect(form.getByText('this sends us your pledge')).toBeVisible();
  });

  const choices: { choice: GiftChoice; amount: string; frequency: string; payment: RegExp }[] = [
    { choice: { amount: '$10' }, amount: '$10.00', frequency: 'Once', payment: /^Card \(a pledge/ },
    {
      choice: { amount: '$25', frequency: 'Monthly', payment: /Offline/ },
      amount: '$25.00 a month',
      frequency: 'Every month',
      payment: /^Offline/,
    },
    {
      choice: { amount: '$50', frequency: 'Monthly' },
      amount: '$50.00 a month',
      frequency: 'Every month',
      payment: /^Card/,
    },
    { choice: { amount: '$100', payment: /Offline/ }, amount: '$100.00', frequency: 'Once', payment: /^Offline/ },
    { choice: { amount: '', custom: '12.34' }, amount: '$12.34', frequency: 'Once', payment: /^Card/ },
    {
      choice: { amount: '', custom: '1,000', frequency: 'Monthly', payment: /Offline/ },
      amount: '$1,000.00 a month',
      frequency: 'Every month',
      payment: /^Offline/,
    },
  ];
  for (const { choice, amount, frequency, payment } of choices) {
    test(`${choice.custom ?? choice.amount}, ${choice.frequency ?? 'Once'}, ${String(choice.payment ?? 'Card')}: delivered as chosen`, async ({
      page,
    }) => {
      await page.goto('/donate');
      const form = page.getByRole('form', { name: 'Donation form' });
      const note = uniqueText('Every choice.');
      await sendPledge(form, note, choice);
      await expect(form.getByRole('status')).toContainText('Thank you for your pledge!');
      const pledge = await expectDeliveredOnce(note);
      expect(pledge.fields).toMatchObject({
        form: 'donation',
        amount,
        frequency,
        firstName: 'Ana',
        email: 'ana@example.org',
      });
      expect(pledge.fields.payment).toMatch(payment);
    });
  }

  test('a typed amount past the limits is refused next to the field, and nothing is sent', async ({ page }) => {
    await page.goto('/donate');
    const form = page.getByRole('form', { name: 'Donation form' });
    const note = uniqueText('Too small.');
    await sendPledge(form, note, { amount: '', custom: '0.99' });
    await expectFieldMessage(form.getByLabel(/^Your amount/), 'The smallest gift we can take online is $1.00');
    await form.getByLabel(/^Your amount/).fill('12.345');
    await form.getByRole('button', { name: 'Donate Now' }).click();
    await expectFieldMessage(form.getByLabel(/^Your amount/), /two decimals at most/);
  });
});

test.describe('donation form in the cause Donations tab', () => {
  test('offline giving is thanked with the ways to give, and the pledge names the cause', async ({ page }) => {
    await page.goto('/cause-single/1');
    await page.getByRole('tab', { name: 'Donations' }).click();
    const form = page.getByRole('form', { name: 'Donation form' });
    const note = uniqueText('I will send a cheque.');
    await sendPledge(form, note, { amount: '$25', payment: /Offline/ });
    await expect(form.getByRole('status')).toContainText('Thank you for your pledge!');
    await expect(form.getByRole('status')).toContainText(STANDIN_PHONE);
    await expect(form.getByRole('status')).toContainText('The Old Mill, Severn Side');
    const pledge = await expectDeliveredOnce(note);
    expect(pledge.fields.payment).toMatch(/^Offline/);
    // The cause it is for, so the organisation can tell.
    expect(pledge.fields.about).toBeTruthy();
  });
});
