// A menu renamed: each instance's proxy asks the service when an address does not match the tree it holds, so the
// new address is a page on every instance and the old one a 404; the webhook, sent to one instance, reaches every
// instance's pages (the tree's entry in the shared cache), whose links then name the new address.
import { expect, test } from '../support/test';
import { clusterForFile, html, revalidate } from '../support/cluster';
import { routes } from '../../lib/routes/table';
import { STANDIN_ORG } from '../support/standin';
import { change } from '../freshness/site-content';

test.describe.configure({ mode: 'serial' });

const running = clusterForFile();
const instance = (n: number) => running().cluster.instances[n - 1]!.url;
const status = async (url: string) => (await fetch(url, { redirect: 'manual' })).status;

test('a menu renamed: every proxy follows the service, and the webhook on one instance relinks the other’s pages', async () => {
  const id = STANDIN_ORG.menuIds.Mission;
  const mission = routes.mission.href({ id });
  const renamed = routes.menu.hrefOf({ id, name: 'Mission Week' });
  for (const n of [1, 2]) {
    expect(await status(`${instance(n)}${mission}`), `${instance(n)}${mission}`).toBe(200);
    expect(await status(`${instance(n)}${renamed}`), `${instance(n)}${renamed}`).toBe(404);
  }
  const edit = change.menuName(id, 'Mission Week');
  await running().standin.control.setFixture(edit.path, edit.json);
  const linksOnInstance2 = async () => (await html(`${instance(2)}${routes.donate.href({})}`)).includes(`"${renamed}"`);
  // An hour of cache time: without the webhook the pages' tree stands, while the proxy follows the service.
  expect(await status(`${instance(2)}${renamed}`)).toBe(200);
  expect(await linksOnInstance2()).toBe(false);

  expect((await revalidate(instance(1), { scope: 'menus' })).status).toBe(200);
  expect(await linksOnInstance2()).toBe(true);
  expect(await status(`${instance(2)}${renamed}`)).toBe(200);
  expect(await status(`${instance(2)}${mission}`)).toBe(404);
});
