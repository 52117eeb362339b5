// Behind several server processes (CONTACT_RATE_LIMIT_REDIS_URL), one address gets CONTACT_RATE_LIMIT messages in
// all, not that many per process: two production servers sharing a real redis-server, a limit of 2, and a visitor
// whose posts land on either.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ownedPorts } from '../support/ports.mjs';
import { startRedis, type OwnedRedis } from '../support/redis-server';
import { startSite, stopAll, type OwnedServer } from '../support/site-process';
import { contactForm, fillValid } from './contact-form';

test.describe.configure({ mode: 'serial' });

let redis: OwnedRedis | undefined;
let sites: [OwnedServer, OwnedServer] | undefined;

test.beforeAll(async () => {
  // The stand-in port of slot 7 is free: these sites read the embedded sample.
  redis = await startRedis(ownedPorts(7).standin);
  const env = { CONTACT_RATE_LIMIT: '2', CONTACT_RATE_LIMIT_REDIS_URL: redis.url };
  sites = await Promise.all([startSite(ownedPorts(7).site, env), startSite(ownedPorts(8).site, env)]);
});

test.afterAll(async () => {
  await stopAll(...(sites ?? []));
  await redis?.stop();
});

async function send(page: Page, site: OwnedServer): Promise<string> {
  await page.goto(new URL('/contact', site.url).href);
  const form = contactForm(page);
  await fillValid(page);
  await form.getByRole('button', { name: 'Send message' }).click();
  const status = form.getByRole('status');
  await expect(status).not.toBeEmpty();
  return (await status.textContent()) ?? '';
}

test('two servers share one count: the third message is refused on whichever server takes it', async ({ page }) => {
  if (!sites) throw new Error('the two servers did not start');
  const [first, second] = sites;
  expect(await send(page, first)).toContain('Your message was received');
  expect(await send(page, second)).toContain('Your message was received');
  expect(await send(page, first)).toContain('You have sent several messages in the last few minutes, so this one was not sent');
  expect(await send(page, second)).toContain('You have sent several messages in the last few minutes, so this one was not sent');
});
