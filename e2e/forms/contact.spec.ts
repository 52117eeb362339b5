// The contact form in a browser, with and without JavaScript: the specification's messages, clearing
// them, and a valid message thanked and delivered to the organisation once.
import { expect, test } from '../support/test';
import { expectFieldMessage, expectNoMessage } from './fields';
import { contactForm, fillValid } from './contact-form';
import { expectDeliveredOnce, uniqueText } from './delivered';

const MESSAGES = {
  'First name': 'Please enter your name',
  'Last name': 'Please enter your Lastname',
  Email: 'Please enter your email',
  Subject: 'Please enter your subject',
  Event: 'Select your event list',
  Message: 'Please enter your note',
} as const;

test.describe('contact form', () => {
  test('an empty submit shows every message of the specification and focuses the first field', async ({ page }) => {
    await page.goto('/contact');
    const form = contactForm(page);
    await form.getByRole('button', { name: 'Send message' }).click();
    for (const [label, message] of Object.entries(MESSAGES)) {
      await expectFieldMessage(form.getByLabel(label, { exact: true }), message);
    }
    await expect(form.getByLabel('First name')).toBeFocused();
    await expect(form.getByRole('status')).toHaveText('Please correct the fields above.');
  });

  test('a message clears as soon as its field is edited', async ({ page }) => {
    await page.goto('/contact');
    const form = contactForm(page);
    await form.getByRole('button', { name: 'Send message' }).click();
    // The messages come with the focus moved to the first field with one: typing before that would type there.
    await expect(form.getByLabel('First name')).toBeFocused();
    await form.getByLabel('Last name').pressSequentially('N');
    await expectNoMessage(form.getByLabel('Last name'));
    await expect(form.getByText('Please enter your Lastname')).toHaveCount(0);
    await form.getByLabel('Subject').selectOption('Buying');
    await expect(form.getByText('Please enter your subject')).toHaveCount(0);
    await expectFieldMessage(form.getByLabel('First name'), 'Please enter your name');
  });

  test('a filled e-mail that is no address is called not valid, not missing', async ({ page }) => {
    await page.goto('/contact');
    await fillValid(page);
    const form = contactForm(page);
    await form.getByLabel('Email', { exact: true }).fill('not-an-email');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expectFieldMessage(form.getByLabel('Email', { exact: true }), 'Please enter a valid email address');
  });

  test('a valid submission clears the form, thanks the visitor, and reaches the organisation once', async ({
    page,
  }) => {
    await page.goto('/contact');
    await fillValid(page);
    const form = contactForm(page);
    const note = uniqueText('Can I bring my class to an event?');
    await form.getByLabel('Message').fill(note);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Thank you! Your message was received. We will get back to you soon.',
    );
    await expect(form.getByLabel('First name')).toHaveValue('');
    await expect(form.getByLabel('Subject')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
    const received = await expectDeliveredOnce(note);
    expect(received.fields).toMatchObject({
      form: 'contact',
      name: 'Ana',
      lastname: 'Núñez',
      email: 'ana@example.org',
      subject: 'Support',
    });
  });

  test('sending from the keyboard keeps the focus on the button, so the visitor keeps their place', async ({
    page,
  }) => {
    await page.goto('/contact');
    await fillValid(page);
    const form = contactForm(page);
    const send = form.getByRole('button', { name: 'Send message' });
    await send.focus();
    await page.keyboard.press('Enter');
    await expect(form.getByRole('status')).toContainText('Your message was received');
    await expect(send).toBeFocused();
  });

  test('a field the focus moves back to is never left under the fixed header', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/contact');
    const form = contactForm(page);
    const header = page.locator('header').first();
    // The Subject field scrolled up to where the fixed header covers it, the field below it focused.
    await form
      .getByLabel('Subject')
      .evaluate((field) => window.scrollBy({ top: field.getBoundingClientRect().top - 20, behavior: 'instant' }));
    const fixedBarBottom = () =>
      header.evaluate(
        (element) =>
          [element, ...element.querySelectorAll('*')]
            .find((node) => getComputedStyle(node).position === 'fixed')
            ?.getBoundingClientRect().bottom ?? 0,
      );
    await expect.poll(fixedBarBottom).toBeGreaterThan(40);
    await form.getByLabel('Event').focus();

    await page.keyboard.press('Shift+Tab');
    await expect(form.getByLabel('Subject')).toBeFocused();
    const top = await form.getByLabel('Subject').evaluate((field) => field.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(await fixedBarBottom());
  });
});

test.describe('contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server checks it, shows the messages and keeps what was typed', async ({ page }) => {
    await page.goto('/contact');
    const form = contactForm(page);
    await form.getByLabel('First name').fill('Ana');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Please enter your Lastname')).toBeVisible();
    await expect(form.getByLabel('First name')).toHaveValue('Ana');
    await expect(form.getByRole('status')).toHaveText('Please correct the fields above.');
  });

  test('a valid message is thanked and reaches the organisation', async ({ page }) => {
    await page.goto('/contact');
    await fillValid(page);
    const note = uniqueText('Sent without JavaScript.');
    await contactForm(page).getByLabel('Message').fill(note);
    await contactForm(page).getByRole('button', { name: 'Send message' }).click();
    await expect(contactForm(page).getByRole('status')).toContainText('Your message was received');
    await expectDeliveredOnce(note);
  });

  test("on a phone, the answer opens at the form's message, not at the top of the page far above it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contact');
    await contactForm(page).getByLabel('First name').fill('Ana');
    await contactForm(page).getByRole('button', { name: 'Send message' }).click();
    const status = contactForm(page).getByRole('status');
    await expect(status).toHaveText('Please correct the fields above.');
    await expect(status).toBeInViewport();
    await fillValid(page);
    await contactForm(page).getByRole('button', { name: 'Send message' }).click();
    await expect(status).toContainText('Your message was received');
    await expect(status).toBeInViewport();
  });
});
