// The webhook reaches every instance's address check too: a menu renamed and announced to one instance is a page
// at its new address on the other at once, and its old address a 404 there (the tree's entry in the shared cache
// is expired for every instance, not only the pages').
import { expect, test } from '../support/test';
import { clusterForFile, revalidate } from '../support/cluster';
import { routes } from '../../lib/routes/table';
import { STANDIN_ORG } from '../support/standin';
import { change } from '../freshness/site-content';

test.describe.configure({ mode: 'serial' });

const running = clusterForFile();
const instance = (n: number) => running().cluster.instances[n - 1]!.url;
const status = async (url: string) => (await fetch(url, { redirect: 'manual' })).status;

test('a menu renamed through the webhook on one instance has its new address on the other at once', async () => {
  const id = STANDIN_ORG.menuIds.Mission;
  const mission = routes.mission.href({ id });
  const renamed = routes.menu.hrefOf({ id, name: 'Mission Week' });
  for (const n of [1, 2]) {
    expect(await status(`${instance(n)}${mission}`), `${instance(n)}${mission}`).toBe(200);
    expect(await status(`${instance(n)}${renamed}`), `${instance(n)}${renamed}`).toBe(404);
  }
  const edit = change.menuName(id, 'Mission Week');
  await running().standin.control.setFixture(edit.path, edit.json);
  // An hour of cache time: without the webhook the old tree stands.
  expect(await status(`${instance(2)}${renamed}`)).toBe(404);

  expect((await revalidate(instance(1), { scope: 'menus' })).status).toBe(200);
  expect(await status(`${instance(2)}${renamed}`)).toBe(200);
  expect(await status(`${instance(2)}${mission}`)).toBe(404);
});
