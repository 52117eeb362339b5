// The volunteer form in a browser: its summary and messages, the CV checked on choice, and the thanks.
import { expect, test } from '../support/test';
import { expectFieldMessage, expectNoMessage } from './fields';

const pdf = { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') };

test.describe('volunteer form', () => {
  test('an empty submit shows the summary and the field messages, not the sending error', async ({ page }) => {
    await page.goto('/volunteer');
    const form = page.getByRole('form', { name: 'Volunteer form' });
    await form.getByLabel('Name').fill('Ana');
    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(form.getByRole('status')).toHaveText('Please correct the fields above.');
    await expectFieldMessage(form.getByLabel('Email'), 'Please enter your email');
    await expectFieldMessage(form.getByLabel('Your CV'), 'Please attach your CV');
    await expect(form.getByLabel('Email')).toBeFocused();
    await expect(form.getByLabel('Name')).toHaveValue('Ana');
    await expect(page.getByText('Error occurred while sending email')).toHaveCount(0);
  });

  test('the CV is checked as soon as it is chosen: type and size', async ({ page }) => {
    await page.goto('/volunteer');
    const cv = page.getByRole('form', { name: 'Volunteer form' }).getByLabel('Your CV');
    await cv.setInputFiles({ name: 'cv.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await expectFieldMessage(cv, 'Your CV must be a PDF or Word file (.pdf, .doc or .docx)');
    await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expectFieldMessage(cv, 'Your CV must be 5 MB or smaller');
    await cv.setInputFiles(pdf);
    await expectNoMessage(cv);
  });

  test("the CV field's button is the site's outline pill, the field as tall as the others, with a focus ring", async ({ page }) => {
    // Not the browser's own grey box (square corners, outset border).
    await page.goto('/volunteer');
    const form = page.getByRole('form', { name: 'Volunteer form' });
    const cv = form.getByLabel('Your CV');
    const button = await cv.evaluate((input) => {
      const style = getComputedStyle(input, '::file-selector-button');
      return { radius: parseFloat(style.borderTopLeftRadius) >= 15, border: style.borderTopStyle, background: style.backgroundColor };
    });
    expect(button).toEqual({ radius: true, border: 'solid', background: 'rgba(0, 0, 0, 0)' });
    expect((await cv.boundingBox())?.height).toBe((await form.getByLabel('Email').boundingBox())?.height);
    await form.getByLabel('Subject').focus();
    await page.keyboard.press('Tab');
    await expect(cv).toBeFocused();
    await expect(cv).toHaveCSS('outline-style', 'solid');
  });

  test('a valid application shows the thank-you text and keeps the fields', async ({ page }) => {
    await page.goto('/volunteer');
    const form = page.getByRole('form', { name: 'Volunteer form' });
    await form.getByLabel('Name').fill('Ana Núñez');
    await form.getByLabel('Email').fill('ana@example.org');
    await form.getByLabel('Subject').fill('Weekend events');
    await form.getByLabel('Your CV').setInputFiles(pdf);
    await form.getByLabel(/^About you/).fill('I can drive a van.');
    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(form.getByRole('status')).toContainText('Thank you for offering your time!');
    await expect(form.getByLabel('Subject')).toHaveValue('Weekend events');
  });
});
