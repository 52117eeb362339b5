// What the cluster survives: an instance killed under load costs no visitor a failed page (nginx hands the
// request to the other), and with Redis stopped every page still answers with its content; once Redis is back,
// a webhook reaches every instance again.
import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import { clusterForFile, html, revalidate, shows } from '../support/cluster';
import { routes } from '../../lib/routes/table';
import { STANDIN_ORG } from '../support/standin';
import { change, STANDIN_FAMILIES } from '../freshness/site-content';

test.describe.configure({ mode: 'serial' });

const running = clusterForFile();
const instance = (n: number) => running().cluster.instances[n - 1]!;

/** `count` requests, `concurrency` at a time, each for an address nginx has not kept (its own query string). */
async function uncachedLoad(base: string, paths: string[], count: number, concurrency: number, onHalfway: () => Promise<void>) {
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
  const paths = [routes.causes.href({}), routes.events.href({}), routes.projects.href({}), routes.cause.href({ id: 1 })];
  // Rendered once, so the load finds them in the instances' cache.
  for (const path of paths) await html(`${running().cluster.url}${path}`);
  const statuses = await uncachedLoad(running().cluster.url, paths, 400, 12, () => instance(1).stop('SIGKILL'));
  expect(statuses.length).toBe(400);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  await instance(1).start();
});

test('with Redis stopped every page answers with its content; once it is back, a webhook reaches every instance', async () => {
  test.setTimeout(180_000);
  const { cluster, standin } = running();
  await cluster.redis!.stop();
  for (const path of STANDIN_FAMILIES) {
    for (const base of [cluster.url, instance(1).url, instance(2).url]) {
      const page = await html(`${base}${path}`);
      expect(page.includes('</footer>') && page.includes(STANDIN_ORG.siteName), `${base}${path} has its frame and the site's name`).toBe(true);
    }
  }
  // One line per outage in each instance's log.
  for (const n of [1, 2]) {
    const lines = readFileSync(instance(n).logFile, 'utf8').split('\n').filter((line) => line.includes('[redis] unreachable'));
    expect(lines, `instance ${n}`).toHaveLength(1);
  }

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
  await expect.poll(async () => await shows(`${cluster.url}${home}`, name), { timeout: 3000, intervals: [100] }).toBe(true);
});
