// Without the webhook, a change in the content service shows through nginx within CMS_CACHE_SECONDS and
// nginx's second, whichever instance answers.
import { expect, test } from '../support/test';
import { clusterForFile, shows } from '../support/cluster';
import { routes } from '../../lib/routes/table';
import { STANDIN_ORG } from '../support/standin';
import { change } from '../freshness/site-content';

const CACHE_SECONDS = 6;
/** One render of a page on a busy two-core machine, with the request that asks for it. */
const ONE_RENDER_MS = 8_000;

const running = clusterForFile({ CMS_CACHE_SECONDS: String(CACHE_SECONDS) });

test('a new site name shows through nginx within the cache time and a second', async () => {
  test.setTimeout(90_000);
  const { cluster, standin } = running();
  const home = routes.home.href({});
  expect(await shows(`${cluster.url}${home}`, STANDIN_ORG.siteName), `${cluster.url}${home}`).toBe(true);
  const name = 'Riverbend Flood Trust';
  const edit = change.siteName(name);
  await standin.control.setFixture(edit.path, edit.json);
  const changed = Date.now();
  await expect
    .poll(async () => await shows(`${cluster.url}${home}`, name), {
      timeout: CACHE_SECONDS * 1000 + 1000 + ONE_RENDER_MS,
      intervals: [250],
    })
    .toBe(true);
  test.info().annotations.push({
    type: 'shown after',
    description: `${Date.now() - changed} ms (cache time ${CACHE_SECONDS} s)`,
  });
  // Both instances draw it (the one that did not render it reads the new page from Redis).
  for (const instance of cluster.instances) {
    await expect
      .poll(async () => await shows(`${instance.url}${home}`, name), { timeout: 3000, intervals: [250] })
      .toBe(true);
  }
});
