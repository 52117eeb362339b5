// One address may send each form only so many times in ten minutes (FORMS_RATE_LIMIT): the next is not sent, the
// visitor is told why and when to try again, and what they typed stays in the form; another form still works. On a
// site of its own with a limit of 2 (the journeys' shared sites allow 100, since every journey posts from 127.0.0.1)
// and no delivery channel: what it took waits in its outbox, the log says so, and `npm run outbox` lists it.
import { execFileSync } from 'node:child_process';
import { expect, test } from '../support/test';
import { ownedPorts } from '../support/ports.mjs';
import { newDataDir, startSite, stopAll, type OwnedServer } from '../support/site-process';
import { contactForm, fillValid } from './contact-form';

test.describe.configure({ mode: 'serial' });

let site: OwnedServer | undefined;
const DATA_DIR = newDataDir();

test.beforeAll(async () => {
  // The embedded sample is enough: the form and its action do not depend on the content service.
  site = await startSite(ownedPorts(6).site, { FORMS_RATE_LIMIT: '2', DATA_DIR });
});

test.afterAll(async () => {
  await stopAll(site);
});

test('past the limit a message is not sent, the visitor is told to wait, and keeps what they typed', async ({
  page,
}) => {
  const form = contactForm(page);
  const status = form.getByRole('status');
  for (let sent = 0; sent < 2; sent += 1) {
    // A fresh page each time, so that this message's answer is not the last one's same words.
    await page.goto(new URL('/contact', site?.url).href);
    await fillValid(page);
    await form.getByRole('button', { name: 'Send message' }).click();
    // A server started cold answers its first posts after loading the actions' code: slower while both workers run.
    await expect(status).toContainText('Your message was received', { timeout: 20_000 });
    await expect(form.getByLabel('Message')).toHaveValue('');
  }
  await fillValid(page);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(status).toContainText(
    'You have sent this form several times in the last few minutes, so this one was not sent',
  );
  await expect(form.getByLabel('Message')).toHaveValue('Can I bring my class to an event?');
  await expect(form.getByLabel('First name')).toHaveValue('Ana');
  // The limit is per form: the newsletter still takes this address's sign-up.
  const newsletter = page.locator('footer').getByRole('form', { name: 'Join 20,000 Subscribers' });
  await newsletter.getByLabel('Email address').fill('ana@example.org');
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(newsletter.getByRole('status')).toContainText('Thank you for signing up!');
});

test('with no delivery channel, what was taken waits in the outbox, the log says so and `npm run outbox` lists it', async () => {
  expect(site?.log()).toContain(
    '[forms] submissions are kept in the outbox but not delivered: no delivery channel is configured',
  );
  const listed = execFileSync('npm', ['run', '--silent', 'outbox'], {
    env: { ...process.env, DATA_DIR, REDIS_URL: '' },
    encoding: 'utf8',
  });
  expect(listed).toContain('3 submission(s) not yet delivered:');
  expect(listed.match(/^- contact /gm)).toHaveLength(2);
  expect(listed.match(/^- newsletter /gm)).toHaveLength(1);
  // It names forms and ids, never what a visitor typed.
  expect(listed).not.toContain('ana@example.org');
});
