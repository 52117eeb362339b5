// Two instances behind nginx share one cache in Redis: what one rendered the other serves, a webhook sent to
// either reaches both at once (and nginx within its second), RSC answers and pages never stand in for each
// other, client-side navigation works through nginx, and a contact post through it is delivered, never kept.
import { expect, test } from '../support/test';
import { clusterForFile, revalidate, shows } from '../support/cluster';
import { routes } from '../../lib/routes/table';
import { STANDIN_ORG } from '../support/standin';
import { change } from '../freshness/site-content';
import { contactForm, fillValid } from '../forms/contact-form';

test.describe.configure({ mode: 'serial' });

const running = clusterForFile();
const instance = (n: number) => running().cluster.instances[n - 1]!.url;
const front = () => running().cluster.url;

test('the second instance serves the page the first one rendered', async () => {
  const path = routes.cause.href({ id: 2 });
  expect((await fetch(`${instance(1)}${path}`)).status).toBe(200);
  const second = await fetch(`${instance(2)}${path}`);
  expect(second.status).toBe(200);
  expect(second.headers.get('x-nextjs-cache')).toBe('HIT');
});

test('a webhook sent to one instance shows the change on the other at once, and through nginx within its second', async () => {
  const home = routes.home.href({});
  for (const base of [instance(1), instance(2), front()])
    expect(await shows(`${base}${home}`, STANDIN_ORG.siteName), `${base}${home}`).toBe(true);
  const name = 'Riverbend Flood Trust';
  const edit = change.siteName(name);
  await running().standin.control.setFixture(edit.path, edit.json);
  // An hour of cache time: without the webhook the old name stays.
  expect(await shows(`${instance(2)}${home}`, name), `${instance(2)}${home}`).toBe(false);

  expect((await revalidate(instance(1), { scope: 'settings' })).status).toBe(200);
  const sent = Date.now();
  expect(await shows(`${instance(2)}${home}`, name), `${instance(2)}${home}`).toBe(true);
  await expect.poll(async () => await shows(`${front()}${home}`, name), { timeout: 3000, intervals: [100] }).toBe(true);
  test.info().annotations.push({ type: 'through nginx after', description: `${Date.now() - sent} ms` });
});

test('an RSC answer is never served as a page, and a page never as an RSC answer', async () => {
  const rsc = { RSC: '1' };
  const pageFirst = routes.events.href({});
  const rscFirst = routes.projects.href({});
  const kind = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${front()}${path}`, { headers });
    expect(response.status, path).toBe(200);
    await response.arrayBuffer();
    return { type: response.headers.get('content-type') ?? '', cache: response.headers.get('x-cache-status') };
  };
  // Each asked for twice in a row (the second from nginx's cache), then the other way.
  for (let i = 0; i < 2; i += 1) expect((await kind(pageFirst)).type).toContain('text/html');
  for (let i = 0; i < 2; i += 1) expect((await kind(pageFirst, rsc)).type).toContain('text/x-component');
  for (let i = 0; i < 2; i += 1) expect((await kind(rscFirst, rsc)).type).toContain('text/x-component');
  const page = await kind(rscFirst);
  expect(page.type).toContain('text/html');
  expect((await kind(rscFirst)).cache).toBe('HIT');
});

test('client-side navigation through nginx works', async ({ page }) => {
  await page.goto(`${front()}${routes.causes.href({})}`);
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
  await page
    .locator(`main a[href="${routes.cause.href({ id: 1 })}"]`)
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${routes.cause.href({ id: 1 })}$`));
  await expect(page.getByRole('tablist', { name: 'About this cause' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
});

test('a contact post through nginx reaches the organisation once, through the shared queue', async ({ page }) => {
  const { control } = running().standin;
  await control.resetFormMail();
  const messages = ['First message through nginx.', 'Second message through nginx.'];
  for (const message of messages) {
    await page.goto(`${front()}${routes.contactDefault.href({})}`);
    await fillValid(page);
    await contactForm(page).getByLabel('Message').fill(message);
    await contactForm(page).getByRole('button', { name: 'Send message' }).click();
    await expect(contactForm(page).getByRole('status')).toContainText('Your message was received');
  }
  // Delivered after the thanks, by whichever instance's worker takes the job: each exactly once.
  await expect
    .poll(async () => (await control.formMail()).map((submission) => submission.fields.notes).sort())
    .toEqual(messages);
  const received = await control.formMail();
  expect(received.every((submission) => submission.fields.form === 'contact')).toBe(true);
});

test('each instance holds three Redis connections: the cache handler’s, the one its parts share, BullMQ’s blocking one', async () => {
  const { cluster } = running();
  // After the journeys above: pages rendered and shared, a webhook, contact posts limited and queued.
  const { Redis } = await import('ioredis');
  const counter = new Redis(cluster.redis!.url);
  try {
    const own = String(await counter.call('CLIENT', 'ID'));
    const list = String(await counter.call('CLIENT', 'LIST'));
    const names = list
      .trim()
      .split('\n')
      .filter((line) => !line.startsWith(`id=${own} `))
      .map((line) => /\bname=(\S*)/.exec(line)?.[1] ?? '')
      .map((name) => (name.startsWith('bull:') ? 'bull' : name));
    const byName = Object.fromEntries(
      [...new Set(names)].map((name) => [name, names.filter((n) => n === name).length]),
    );
    const instances = cluster.instances.length;
    expect(byName).toEqual({ 'site-cache': instances, site: instances, bull: instances });
    test
      .info()
      .annotations.push({ type: 'Redis connections per instance', description: String(names.length / instances) });
  } finally {
    counter.disconnect();
  }
});
