// The volunteer form in a browser: its summary and messages, the CV checked on choice, and an application
// thanked and delivered with its CV byte for byte.
import { createHash } from 'node:crypto';
import { expect, test } from '../support/test';
import { expectFieldMessage, expectNoMessage } from './fields';
import { expectDeliveredOnce, receivedWith, uniqueText } from './delivered';
import { sendApplication, volunteerForm } from './volunteer-form';
import { documentFixture, rezip } from '../../test/support/cv-documents';

/** A CV Ghostscript made (e2e/fixtures/documents). */
const pdf = { name: 'cv.pdf', mimeType: 'application/pdf', buffer: documentFixture('cv-ghostscript.pdf') };

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
    await expectFieldMessage(cv, 'Your CV must be a PDF, DOCX or ODT file (.pdf, .docx or .odt)');
    await cv.setInputFiles({ name: 'cv.doc', mimeType: 'application/msword', buffer: Buffer.from('x') });
    await expectFieldMessage(
      cv,
      'We no longer take .doc files, which can carry macros: please save your CV as PDF, DOCX or ODT',
    );
    await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expectFieldMessage(cv, 'Your CV must be 5 MB or smaller');
    await cv.setInputFiles(pdf);
    await expectNoMessage(cv);
  });

  test("the CV field's button is the site's outline pill, the field as tall as the others, with a focus ring", async ({
    page,
  }) => {
    // Not the browser's own grey box (square corners, outset border).
    await page.goto('/volunteer');
    const form = page.getByRole('form', { name: 'Volunteer form' });
    const cv = form.getByLabel('Your CV');
    const button = await cv.evaluate((input) => {
      const style = getComputedStyle(input, '::file-selector-button');
      return {
        radius: parseFloat(style.borderTopLeftRadius) >= 15,
        border: style.borderTopStyle,
        background: style.backgroundColor,
      };
    });
    expect(button).toEqual({ radius: true, border: 'solid', background: 'rgba(0, 0, 0, 0)' });
    expect((await cv.boundingBox())?.height).toBe((await form.getByLabel('Email').boundingBox())?.height);
    await form.getByLabel('Subject').focus();
    await page.keyboard.press('Tab');
    await expect(cv).toBeFocused();
    await expect(cv).toHaveCSS('outline-style', 'solid');
  });

  test('a valid application is thanked, the form cleared, and it reaches the organisation with its CV', async ({
    page,
  }) => {
    await page.goto('/volunteer');
    const form = volunteerForm(page);
    // A CV LibreOffice wrote.
    const cv = { name: 'Ana Núñez CV.pdf', mimeType: 'application/pdf', buffer: documentFixture('cv-libreoffice.pdf') };
    const about = uniqueText('I can drive a van.');
    await sendApplication(form, { name: 'Ana Núñez', email: 'ana@example.org', subject: 'Weekend events', about, cv });
    await expect(form.getByRole('status')).toContainText('Thank you for offering your time!');
    await expect(form.getByLabel('Subject')).toHaveValue('');
    const application = await expectDeliveredOnce(about);
    expect(application.fields).toMatchObject({
      form: 'volunteer',
      name: 'Ana Núñez',
      email: 'ana@example.org',
      subject: 'Weekend events',
    });
    expect(application.files).toEqual([
      {
        field: 'cv',
        // Named by the kind its bytes are, not as the visitor's file was.
        name: 'cv.pdf',
        type: 'application/pdf',
        size: cv.buffer.length,
        sha256: createHash('sha256').update(cv.buffer).digest('hex'),
      },
    ]);
  });

  test('a program named as a CV is refused by the server, and nothing is sent', async ({ page }) => {
    await page.goto('/volunteer');
    const form = volunteerForm(page);
    const about = uniqueText('A program in disguise.');
    // Named and typed as a PDF, so the browser's checks pass it; its bytes are a Windows program's.
    const cv = {
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096)]),
    };
    await sendApplication(form, { name: 'Ana', email: 'ana@example.org', subject: 'Weekend events', about, cv });
    await expectFieldMessage(form.getByLabel('Your CV'), /This file is not the document its name says/);
    await expect(form.getByLabel('Name')).toHaveValue('Ana');
    await page.waitForTimeout(1000);
    expect(await receivedWith(about)).toEqual([]);
  });

  test('a DOCX holding an OLE object under another name is refused by the server, and nothing is sent', async ({
    page,
  }) => {
    await page.goto('/volunteer');
    const form = volunteerForm(page);
    const about = uniqueText('An object in disguise.');
    // LibreOffice's DOCX with an OLE compound file (LibreOffice's own .doc) added as word/embeddings/oleObject1.dat.
    const buffer = await rezip(documentFixture('cv-libreoffice.docx'), {
      add: [{ name: 'word/embeddings/oleObject1.dat', data: documentFixture('cv-libreoffice.doc') }],
    });
    const cv = { name: 'cv.docx', mimeType: 'application/octet-stream', buffer };
    await sendApplication(form, { name: 'Ana', email: 'ana@example.org', subject: 'Weekend events', about, cv });
    await expectFieldMessage(form.getByLabel('Your CV'), /Your CV holds macros, scripts, embedded objects/);
    await expect(form.getByLabel('Name')).toHaveValue('Ana');
    await page.waitForTimeout(1000);
    expect(await receivedWith(about)).toEqual([]);
  });
});
