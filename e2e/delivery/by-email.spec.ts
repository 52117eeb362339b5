// Every form reaches the organisation by e-mail, through a real SMTP server (smtp-server, read with mailparser)
// that asks for a login: one message per submission, its fields as text, the visitor as Reply-To, the CV byte for
// byte. With the mail server down the visitor is still thanked, and after a restart of the site the message
// arrives once the server is back, exactly once. The logs name forms and ids, never what a visitor typed.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import { expect, test, type Locator } from '../support/test';
import { startMailServer, type OwnedMailServer } from '../support/mail-server';
import { ownedPorts } from '../support/ports.mjs';
import { newDataDir, startSite, stopAll, type OwnedServer } from '../support/site-process';
import { contactForm, fillValid } from '../forms/contact-form';
import { sendPledge } from '../forms/donation-form';
import { sendApplication, volunteerForm, type Application } from '../forms/volunteer-form';
import { uniqueText } from '../forms/delivered';
import { expectFieldMessage } from '../forms/fields';
import { documentFixture, rezip } from '../../test/support/cv-documents';

test.describe.configure({ mode: 'serial' });

// The embedded sample is enough: the forms do not depend on the content service (the slot's stand-in port is free).
const { site: SITE_PORT, standin: SMTP_PORT } = ownedPorts(3);
const LOGIN = { user: 'website@charity.example', pass: 'mail p@ss' };
const DATA_DIR = newDataDir();
const OFFICE = 'office@charity.example';

let mail: OwnedMailServer | undefined;
let site: OwnedServer | undefined;
/** The log of every site process this file started, for the check that no card detail reached it. */
const logs: string[] = [];

const startOurSite = async () => {
  site = await startSite(SITE_PORT, {
    SMTP_URL: `smtp://${encodeURIComponent(LOGIN.user)}:${encodeURIComponent(LOGIN.pass)}@127.0.0.1:${SMTP_PORT}`,
    FORMS_MAIL_TO: OFFICE,
    FORMS_MAIL_FROM: LOGIN.user,
    FORMS_RATE_LIMIT: '100',
    DATA_DIR,
  });
};
const stopOurSite = async () => {
  logs.push(site?.log() ?? '');
  await stopAll(site);
};

test.beforeAll(async () => {
  mail = await startMailServer(SMTP_PORT, LOGIN);
  await startOurSite();
});

test.afterAll(async () => {
  await stopOurSite();
  await mail?.stop();
});

const at = (address: string) => new URL(address, site?.url).href;
const waiting = () => readdirSync(path.join(DATA_DIR, 'outbox', 'waiting'));

/** Waits for the one message whose text holds `text`, and checks no second one comes. */
async function arrivesOnce(text: string): Promise<ParsedMail> {
  const holding = () => (mail?.received ?? []).filter((message) => message.text?.includes(text));
  await expect
    .poll(() => holding().length, { message: `a message holding "${text}"`, timeout: 20_000 })
    .toBeGreaterThan(0);
  expect(holding(), `one message holding "${text}"`).toHaveLength(1);
  return holding()[0]!;
}

const thanked = (form: Locator, thanks: string) => expect(form.getByRole('status')).toContainText(thanks);

test('each form arrives as one e-mail with its fields and the visitor to reply to; the CV as it was sent', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const sent: { text: string; subject: string; replyTo: string }[] = [];

  await page.goto(at('/contact'));
  const contact = uniqueText('May my class come?');
  await fillValid(page);
  await contactForm(page).getByLabel('Message').fill(contact);
  await contactForm(page).getByRole('button', { name: 'Send message' }).click();
  await thanked(contactForm(page), 'Your message was received');
  sent.push({ text: contact, subject: 'Contact message from the website', replyTo: 'ana@example.org' });

  await page.goto(at('/team-single/1'));
  const quick = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Send message' }) })
    .first();
  const question = uniqueText('Could we meet?');
  await quick.getByLabel('Name').fill('Ben');
  await quick.getByLabel('Email').fill('ben@example.org');
  await quick.getByLabel('Subject').fill('A visit');
  await quick.getByLabel('Message').fill(question);
  await quick.getByRole('button', { name: 'Send message' }).click();
  await thanked(quick, 'Your message was received');
  sent.push({ text: question, subject: 'Message from the website', replyTo: 'ben@example.org' });

  await page.goto(at('/volunteer'));
  const volunteer = volunteerForm(page);
  // A CV LibreOffice wrote (e2e/fixtures/documents): it must arrive byte for byte.
  const cv = {
    name: 'Cleo CV.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: documentFixture('cv-libreoffice.docx'),
  };
  const offer = uniqueText('I can drive a van.');
  await sendApplication(volunteer, { name: 'Cleo', email: 'cleo@example.org', subject: 'Weekends', about: offer, cv });
  await thanked(volunteer, 'Thank you for offering your time!');
  sent.push({ text: offer, subject: 'Volunteer application from the website', replyTo: 'cleo@example.org' });

  const subscriber = `dan.${Math.random().toString(36).slice(2, 8)}@example.org`;
  const newsletter = page.locator('footer').getByRole('form', { name: 'Join 20,000 Subscribers' });
  await newsletter.getByLabel('Email address').fill(subscriber);
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await thanked(newsletter, 'Thank you for signing up!');
  sent.push({ text: subscriber, subject: 'Newsletter sign-up from the website', replyTo: subscriber });

  await page.goto(at('/donate'));
  const donation = page.getByRole('form', { name: 'Donation form' });
  const pledge = uniqueText('For the flood appeal.');
  await sendPledge(donation, pledge);
  await thanked(donation, 'Thank you for your pledge!');
  sent.push({ text: pledge, subject: 'Donation pledge from the website', replyTo: 'ana@example.org' });

  await page.goto(at('/blog-single/1'));
  const comment = page.getByRole('form', { name: 'Leave a comment' });
  const words = uniqueText('Thank you for this.');
  await comment.getByLabel('Name').fill('Eve');
  await comment.getByLabel('Email').fill('eve@example.org');
  await comment.getByLabel('Comment').fill(words);
  await comment.getByRole('button', { name: 'Post comment' }).click();
  await thanked(comment, 'Thank you for your comment!');
  sent.push({ text: words, subject: 'Comment for moderation from the website', replyTo: 'eve@example.org' });

  for (const { text, subject, replyTo } of sent) {
    const message = await arrivesOnce(text);
    expect(message.subject).toBe(subject);
    // The very address the form accepted, alone and with no name: nothing nodemailer rewrote (issue 54).
    expect(message.replyTo?.value).toEqual([{ address: replyTo, name: '' }]);
    expect(message.to && !Array.isArray(message.to) ? message.to.text : '').toBe(OFFICE);
  }
  const application = await arrivesOnce(offer);
  expect(application.text).toContain('Name: Cleo');
  expect(application.text).toContain('Subject: Weekends');
  expect(
    application.attachments.map((file) => ({
      name: file.filename,
      sha256: createHash('sha256').update(file.content).digest('hex'),
    })),
  ).toEqual([{ name: 'cv.docx', sha256: createHash('sha256').update(cv.buffer).digest('hex') }]);
  const gift = await arrivesOnce(pledge);
  expect(gift.text).toContain('Amount: $50.00');
  expect(gift.text).toContain('How often: Once');
  expect(gift.text).toContain('Payment method: Card (a pledge');
  // Delivered, so nothing is kept.
  await expect.poll(waiting).toEqual([]);
});

test('with the mail server down a pledge is thanked, kept, and after a restart arrives exactly once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await mail?.stop();
  await page.goto(at('/donate'));
  const donation = page.getByRole('form', { name: 'Donation form' });
  const pledge = uniqueText('Sent while the mail server was down.');
  await sendPledge(donation, pledge);
  await thanked(donation, 'Thank you for your pledge!');

  // The first try failed and the log says so; the pledge is kept on disk, with no card detail.
  await expect.poll(() => site?.log() ?? '').toMatch(/\[forms\] donation \S+ not delivered by smtp/);
  // One submission (its id's `.json`; its attempts in a `.meta.json` beside it).
  const entries = waiting().filter((name) => !name.endsWith('.meta.json'));
  expect(entries).toHaveLength(1);
  const kept = readFileSync(path.join(DATA_DIR, 'outbox', 'waiting', entries[0]!), 'utf8');
  expect(kept).toContain(pledge);

  await stopOurSite();
  mail = await startMailServer(SMTP_PORT, LOGIN);
  await startOurSite();
  const message = await arrivesOnce(pledge);
  expect(message.subject).toBe('Donation pledge from the website');
  // Another round of the outbox's polling sends nothing more.
  await page.waitForTimeout(4000);
  await arrivesOnce(pledge);
  expect(waiting()).toEqual([]);

  // The logs name forms and ids, never what a visitor typed.
  for (const log of [...logs, site?.log() ?? ''])
    for (const typed of [pledge, 'ana@example.org']) expect(log).not.toContain(typed);
});

test("a disguised program, an oversized CV, an over-long message and another site's post are answered, and nothing is sent", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const before = mail?.received.length ?? 0;
  // Without JavaScript, so that the server's own checks answer (the browser's would stop the last two first).
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const volunteer = volunteerForm(page);
  const apply = async (cv: Application['cv']) => {
    await page.goto(at('/volunteer'));
    await sendApplication(volunteer, {
      name: 'Fay',
      email: 'fay@example.org',
      subject: 'Weekends',
      about: 'I can cook.',
      cv,
    });
  };
  const cvField = volunteer.getByLabel('Your CV');
  await apply({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(8192)]),
  });
  await expectFieldMessage(cvField, /This file is not the document its name says/);
  await expect(volunteer.getByLabel('Name')).toHaveValue('Fay');
  await apply({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5 * 1024 * 1024)]),
  });
  await expectFieldMessage(cvField, /Your CV must be 5 MB or smaller/);
  // Issue 54: a DOCX holding a program under a trailing dot, a PDF + HTML polyglot, a .doc: each refused beside
  // the field by the server, and nothing of them kept or mailed (checked below).
  await apply({
    name: 'cv.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: await rezip(documentFixture('cv-libreoffice.docx'), {
      add: [{ name: 'word/media/setup.exe.', data: 'MZ' }],
    }),
  });
  await expectFieldMessage(cvField, /Your CV holds macros, scripts, embedded objects/);
  await apply({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n<html><script>alert(1)</script></html>\n%%EOF\n'),
  });
  await expectFieldMessage(cvField, /This file is not the document its name says/);
  await apply({ name: 'cv.doc', mimeType: 'application/msword', buffer: documentFixture('cv-libreoffice.doc') });
  await expectFieldMessage(cvField, /We no longer take \.doc files/);

  await page.goto(at('/contact'));
  await fillValid(page);
  await contactForm(page).getByLabel('Message').fill('x'.repeat(5001));
  await contactForm(page).getByRole('button', { name: 'Send message' }).click();
  await expectFieldMessage(contactForm(page).getByLabel('Message'), /Please keep this under 5000 characters/);
  await context.close();

  // A page of another site posting to one of our forms (a forged request): refused before any form reads it.
  const forged = await request.post(at('/contact'), {
    headers: { Origin: 'https://elsewhere.example' },
    multipart: {
      name: 'Mallory',
      lastname: 'X',
      email: 'm@example.org',
      subject: 'Support',
      events: 'x',
      notes: 'forged',
    },
  });
  expect(forged.status()).toBe(403);
  expect(await forged.text()).toMatch(/another site/);

  // A delivery would start at once; give one the time to arrive before checking there was none.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  expect(mail?.received.length ?? 0).toBe(before);
  expect(waiting()).toEqual([]);
});

test.describe('every choice a form offers, and hostile input (issue 48)', () => {
  test('each contact subject and event arrives as chosen', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(at('/contact'));
    const form = contactForm(page);
    const subjects = (await form.getByLabel('Subject').locator('option').allTextContents()).slice(1);
    const events = (await form.getByLabel('Event').locator('option').allTextContents()).slice(1);
    expect(subjects).toEqual(['Buying', 'Selling', 'Support']);
    expect(events.length).toBeGreaterThan(0);
    const sent: { note: string; subject: string; event: string }[] = [];
    for (let index = 0; index < Math.max(subjects.length, events.length); index += 1) {
      const choice = { subject: subjects[index % subjects.length]!, event: events[index % events.length]! };
      const note = uniqueText(`About ${choice.subject}.`);
      await page.goto(at('/contact'));
      await fillValid(page);
      await form.getByLabel('Subject').selectOption(choice.subject);
      await form.getByLabel('Event').selectOption({ label: choice.event });
      await form.getByLabel('Message').fill(note);
      await form.getByRole('button', { name: 'Send message' }).click();
      await thanked(form, 'Your message was received');
      sent.push({ note, ...choice });
    }
    for (const { note, subject, event } of sent) {
      const message = await arrivesOnce(note);
      expect(message.text).toContain(`\nSubject: ${subject}\n`);
      expect(message.text).toContain(`\nEvent: ${event}\n`);
    }
  });

  test('each kind of CV, made by a real tool, arrives byte for byte, named and typed by what it is, whatever the browser said', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // Documents LibreOffice, Ghostscript and qpdf made (e2e/fixtures/documents/README.md), sent under types a
    // mail reader must not believe (text/html).
    const kinds = [
      { file: 'Mine.pdf', type: 'text/html', bytes: documentFixture('cv-libreoffice.pdf') },
      { file: 'Mine.pdf', type: 'application/pdf', bytes: documentFixture('cv-ghostscript.pdf') },
      { file: 'Mine.pdf', type: '', bytes: documentFixture('cv-qpdf-object-streams.pdf') },
      { file: 'Mine.docx', type: 'text/html', bytes: documentFixture('cv-libreoffice.docx') },
      { file: 'Mine.odt', type: '', bytes: documentFixture('cv-libreoffice.odt') },
    ];
    const expected = {
      pdf: 'application/pdf',
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      odt: 'application/vnd.oasis.opendocument.text',
    };
    for (const { file, type, bytes } of kinds) {
      await page.goto(at('/volunteer'));
      const form = volunteerForm(page);
      const about = uniqueText(`My CV as ${file}.`);
      const cv = { name: file, mimeType: type, buffer: bytes };
      await sendApplication(form, { name: 'Cleo', email: 'cleo@example.org', subject: 'Weekends', about, cv });
      await thanked(form, 'Thank you for offering your time!');
      const kind = file.split('.').at(-1) as keyof typeof expected;
      const message = await arrivesOnce(about);
      const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');
      expect(
        message.attachments.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          sha: sha256(content),
        })),
      ).toEqual([{ filename: `cv.${kind}`, contentType: expected[kind], sha: sha256(bytes) }]);
    }
  });

  test('an international address is taken and is the one to reply to', async ({ page }) => {
    for (const email of ['josé@example.org', 'user@bücher.example']) {
      await page.goto(at('/contact'));
      await fillValid(page);
      const note = uniqueText(`From ${email}.`);
      await contactForm(page).getByLabel('Email', { exact: true }).fill(email);
      await contactForm(page).getByLabel('Message').fill(note);
      await contactForm(page).getByRole('button', { name: 'Send message' }).click();
      await thanked(contactForm(page), 'Your message was received');
      expect((await arrivesOnce(note)).replyTo?.value[0]?.address).toBe(email);
    }
  });

  test('a post of 60,000 fields is refused with 413 before it is read, and nothing is sent', async ({ request }) => {
    const before = mail?.received.length ?? 0;
    const fields: Record<string, string> = {};
    for (let index = 0; index < 60_000; index += 1) fields[`f${index}`] = 'x';
    const answer = await request.post(at('/contact'), { multipart: fields });
    expect(answer.status()).toBe(413);
    expect(await answer.text()).toContain('more fields than any form');
    expect((await request.get(at('/api/health'))).status()).toBe(200);
    expect(mail?.received.length).toBe(before);
  });
});
