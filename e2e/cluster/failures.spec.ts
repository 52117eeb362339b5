// What the cluster survives: an instance killed under load costs no visitor a failed page (nginx hands the
// request to the other), and with Redis stopped every page still answers with its content; once Redis is back,
// a webhook reaches every instance again. A form sent while the organisation's endpoint or Redis is down is
// thanked, kept, and delivered once when it is back.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { clusterForFile, html, revalidate, shows } from '../support/cluster';
import { routes } from '../../lib/routes/table';
import { STANDIN_ORG } from '../support/standin';
import { change, STANDIN_FAMILIES } from '../freshness/site-content';
import { contactForm, fillValid } from '../forms/contact-form';

test.describe.configure({ mode: 'serial' });

const running = clusterForFile();
const instance = (n: number) => running().cluster.instances[n - 1]!;

/** `count` requests, `concurrency` at a time, each for an address nginx has not kept (its own query string). */
async function uncachedLoad(
  base: string,
  paths: string[],
  count: number,
  concurrency: number,
  onHalfway: () => Promise<void>,
) {
  const statuses: number[] = [];
  let next = 0;
  let halfway: Promise<void> | undefined;
  const worker = async () => {
    while (next < count) {
      const n = next++;
      if (n === Math.floor(count / 3)) halfway = onHalfway();
      const response = await fetch(`${base}${paths[n % paths.length]}?n=${n}`).catch(() => null);
      statuses.push(response?.status ?? 0);
      await response?.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  await halfway;
  return statuses;
}

test('an instance killed during a load of uncached requests costs no visitor a failed page', async () => {
  test.setTimeout(120_000);
  const paths = [
    routes.causes.href({}),
    routes.events.href({}),
    routes.projects.href({}),
    routes.cause.href({ id: 1 }),
  ];
  // Rendered once, so the load finds them in the instances' cache.
  for (const path of paths) await html(`${running().cluster.url}${path}`);
  const statuses = await uncachedLoad(running().cluster.url, paths, 400, 12, () => instance(1).stop('SIGKILL'));
  expect(statuses.length).toBe(400);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  await instance(1).start();
});

/** Sends the contact form through nginx with `message`, and waits for the thanks. */
async function sendContact(page: Page, message: string) {
  await page.goto(`${running().cluster.url}${routes.contactDefault.href({})}`);
  await fillValid(page);
  await contactForm(page).getByLabel('Message').fill(message);
  await contactForm(page).getByRole('button', { name: 'Send message' }).click();
  await expect(contactForm(page).getByRole('status')).toContainText('Your message was received');
}

/** How many lines of instance `n`'s log hold `text`. */
const logged = (n: number, text: string) =>
  readFileSync(instance(n).logFile, 'utf8')
    .split('\n')
    .filter((line) => line.includes(text)).length;

const deliveredNotes = async () =>
  (await running().standin.control.formMail()).map((submission) => submission.fields.notes);

test("a form sent while the organisation's endpoint is down waits in the queue and arrives once it is back", async ({
  page,
}) => {
  const { control } = running().standin;
  await control.resetFormMail();
  await control.setFormMailFailing(true);
  await sendContact(page, 'Sent while form-mail was down.');
  // The first tries fail (503): nothing arrives, and the job stays in Redis.
  await page.waitForTimeout(3000);
  expect(await deliveredNotes()).toEqual([]);
  await control.setFormMailFailing(false);
  // The next try (5 s, then 10 s after a failure) delivers it.
  await expect.poll(deliveredNotes, { timeout: 30_000, intervals: [500] }).toEqual(['Sent while form-mail was down.']);
  await page.waitForTimeout(2000);
  expect(await deliveredNotes()).toEqual(['Sent while form-mail was down.']);
});

test('with Redis stopped a form is still thanked and delivered, kept on disk meanwhile', async ({ page }) => {
  const { cluster, standin } = running();
  await standin.control.resetFormMail();
  await cluster.redis!.stop();
  try {
    await sendContact(page, 'Sent while Redis was down.');
    await expect.poll(deliveredNotes, { timeout: 15_000, intervals: [500] }).toEqual(['Sent while Redis was down.']);
  } finally {
    await cluster.redis!.start();
  }
  // Both instances back on Redis before the next journey stops it again.
  await expect
    .poll(() => [1, 2].every((n) => logged(n, '[redis] reachable again') >= logged(n, '[redis] unreachable')), {
      timeout: 30_000,
    })
    .toBe(true);
});

test('with Redis stopped every page answers with its content; once it is back, a webhook reaches every instance', async () => {
  test.setTimeout(180_000);
  const { cluster, standin } = running();
  const outages = (n: number) => logged(n, '[redis] unreachable');
  const before = [outages(1), outages(2)];
  await cluster.redis!.stop();
  for (const path of STANDIN_FAMILIES) {
    for (const base of [cluster.url, instance(1).url, instance(2).url]) {
      const page = await html(`${base}${path}`);
      expect(
        page.includes('</footer>') && page.includes(STANDIN_ORG.siteName),
        `${base}${path} has its frame and the site's name`,
      ).toBe(true);
    }
  }
  // One line per outage in each instance's log.
  for (const n of [1, 2]) expect(outages(n), `instance ${n}`).toBe(before[n - 1]! + 1);

  await cluster.redis!.start();
  const name = 'Riverbend Flood Trust';
  const edit = change.siteName(name);
  await standin.control.setFixture(edit.path, edit.json);
  const home = routes.home.href({});
  // The instances reconnect on their own schedule; until then a webhook reaches only the instance it is sent to.
  await expect
    .poll(
      async () => {
        await revalidate(instance(1).url, { scope: 'settings' });
        return await shows(`${instance(2).url}${home}`, name);
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toBe(true);
  await expect
    .poll(async () => await shows(`${cluster.url}${home}`, name), { timeout: 3000, intervals: [100] })
    .toBe(true);
});
