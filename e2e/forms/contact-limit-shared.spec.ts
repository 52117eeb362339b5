// Behind several server processes sharing Redis, one address gets the form limit in all, not that many per process:
// two production servers sharing a real redis-server, a limit of 2, and a visitor whose posts land on either. The
// settings' older names (CONTACT_RATE_LIMIT, CONTACT_RATE_LIMIT_REDIS_URL) are still read.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ownedPorts } from '../support/ports.mjs';
import { startRedis, type OwnedRedis } from '../support/redis-server';
import { startSite, stopAll, type OwnedServer } from '../support/site-process';
import { contactForm, fillValid } from './contact-form';

test.describe.configure({ mode: 'serial' });
// Its first send can fail and pass on the retry: the trace of the failing attempt itself is kept, to see whether
// the press reached the form or its checks never arrived.
test.use({ trace: 'retain-on-failure' });

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

/** The contact page of `site` in a tab of its own, loaded once: each server is asked for its page one time. */
async function contactTab(browser: Browser, site: OwnedServer): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(new URL('/contact', site.url).href);
  return page;
}

/** Sends a valid message from `page` and returns what the form then says. */
async function send(page: Page): Promise<string> {
  const form = contactForm(page);
  const status = form.getByRole('status');
  // A fresh form, so that the answer to this message is told apart from the same words about the last one.
  if (await status.textContent()) await page.reload();
  await fillValid(page);
  await form.getByRole('button', { name: 'Send message' }).click();
  // A server started cold answers its first form post after loading the action's code and its Redis client:
  // that can take longer than the usual 7 s while the whole suite runs on two workers.
  await expect(status).not.toBeEmpty({ timeout: 20_000 });
  return (await status.textContent()) ?? '';
}

test('two servers share one count: the third message is refused on whichever server takes it', async ({ browser }) => {
  // Two servers started cold and four sends: slower than one page's journey on a busy machine.
  test.setTimeout(90_000);
  if (!sites) throw new Error('the two servers did not start');
  const [first, second] = await Promise.all([contactTab(browser, sites[0]), contactTab(browser, sites[1])]);
  expect(await send(first)).toContain('Your message was received');
  expect(await send(second)).toContain('Your message was received');
  expect(await send(first)).toContain(
    'You have sent this form several times in the last few minutes, so this one was not sent',
  );
  expect(await send(second)).toContain(
    'You have sent this form several times in the last few minutes, so this one was not sent',
  );
  await Promise.all([first.close(), second.close()]);
});
