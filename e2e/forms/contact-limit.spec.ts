// One address may send only so many contact messages in ten minutes (CONTACT_RATE_LIMIT): the next is not sent, the
// visitor is told why and when to try again, and what they typed stays in the form. On a site of its own with a
// limit of 2 (the journeys' shared sites allow 100, since every journey posts from 127.0.0.1).
import { expect, test } from '../support/test';
import { ownedPorts } from '../support/ports.mjs';
import { startSite, stopAll, type OwnedServer } from '../support/site-process';
import { contactForm, fillValid } from './contact-form';

test.describe.configure({ mode: 'serial' });

let site: OwnedServer | undefined;

test.beforeAll(async () => {
  // The embedded sample is enough: the form and its action do not depend on the content service.
  site = await startSite(ownedPorts(6).site, { CONTACT_RATE_LIMIT: '2' });
});

test.afterAll(async () => {
  await stopAll(site);
});

test('past the limit a message is not sent, the visitor is told to wait, and keeps what they typed', async ({ page }) => {
  await page.goto(new URL('/contact', site?.url).href);
  const form = contactForm(page);
  const status = form.getByRole('status');
  for (let sent = 0; sent < 2; sent += 1) {
    await fillValid(page);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(status).toContainText('Your message was received');
    await expect(form.getByLabel('Message')).toHaveValue('');
  }
  await fillValid(page);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(status).toContainText('You have sent several messages in the last few minutes, so this one was not sent');
  await expect(form.getByLabel('Message')).toHaveValue('Can I bring my class to an event?');
  await expect(form.getByLabel('First name')).toHaveValue('Ana');
});
