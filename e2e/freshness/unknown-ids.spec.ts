// 404s stay 404s: an unknown id is never cached as a page, before or after the page cache is warm, and a
// burst of random ids asks the service nothing about them; built-in ids all share the one cached 404 page.
import { expect, test, type APIRequestContext } from '../support/test';
import { routes } from '../../lib/routes/table';
import { STANDIN_ORG } from '../support/standin';
import { ownSiteOnStandin } from '../support/own-site';
import { mapInBatches } from '../support/in-batches';
import { SERVICE_TEXT, htmlOf } from './site-content';

test.describe.configure({ mode: 'serial' });

const NOT_FOUND_HEADING = 'Oops! Page Not Found!';
/** One unknown menu id (or company name) in each menu family: the page answers its own 404. */
const unknownMenus = (id: number): string[] => [
  routes.about.href({ id }),
  routes.homeMenu.href({ id }),
  routes.menu.href({ id, segment: 'annual report' }),
  routes.company.href({ id: STANDIN_ORG.menuIds.Home, company: `No company ${id}` }),
];

/** One unknown built-in id in each built-in family: the proxy's 404, known from `content/`. */
const unknownBuiltIns = (id: number): string[] => [
  routes.cause.href({ id }),
  routes.event.href({ id }),
  routes.blogPost.href({ id }),
];

const unknownAddresses = (id: number): string[] => [...unknownMenus(id), ...unknownBuiltIns(id)];

const { at, servers } = ownSiteOnStandin(5);

async function expectNotFound(request: APIRequestContext, address: string) {
  const response = await request.get(at(address), { maxRedirects: 0 });
  expect(response.status(), address).toBe(404);
  expect(await response.text(), address).toContain(NOT_FOUND_HEADING);
  return response;
}

test('the same unknown ids answer 404 every time, before and after the page cache is warm', async ({ request }) => {
  const unknown = unknownAddresses(999_001);
  for (const address of unknown) await expectNotFound(request, address);
  // Warm the real pages of the same families (each rendered and cached once, then served from cache).
  for (let visit = 0; visit < 2; visit += 1) {
    expect(await htmlOf(request, at(routes.about.href({ id: STANDIN_ORG.menuIds.About })))).toContain(
      SERVICE_TEXT.aboutTitle,
    );
    expect(
      await htmlOf(request, at(routes.company.href({ id: STANDIN_ORG.menuIds.Home, company: SERVICE_TEXT.company }))),
    ).toContain(SERVICE_TEXT.company);
  }
  for (let round = 0; round < 3; round += 1) {
    for (const address of unknown) await expectNotFound(request, address);
  }
});

test('a burst of random ids answers 404, asks the service nothing about them (built-in ones from the one cached 404 page), and real pages still answer', async ({
  request,
}) => {
  const control = servers().standin.control;
  await control.resetRequests();
  const ids = Array.from({ length: 40 }, () => 100_000 + Math.floor(Math.random() * 800_000));
  const addresses = ids.flatMap(unknownAddresses);
  const caches = new Set<string>();
  // Ten at a time: 280 addresses, each asked once.
  await mapInBatches(addresses, (address) => expectNotFound(request, address), 10);
  const builtIn = await mapInBatches(ids.flatMap(unknownBuiltIns), (address) => expectNotFound(request, address), 10);
  for (const response of builtIn) caches.add(response.headers()['x-nextjs-cache'] ?? 'none');
  // Every unknown built-in id came from the page cache: none got a page (or a render) of its own.
  expect([...caches].filter((state) => state !== 'HIT' && state !== 'STALE')).toEqual([]);
  const asked = Object.keys((await control.requests()).byPath).filter((path) =>
    ids.some((id) => path.includes(String(id))),
  );
  expect(asked).toEqual([]);

  const about = await htmlOf(request, at(routes.about.href({ id: STANDIN_ORG.menuIds.About })));
  expect(about).toContain(SERVICE_TEXT.aboutTitle);
});
