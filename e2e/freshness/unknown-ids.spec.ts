// 404s stay 404s: an unknown id is never cached as a page, before or after the page cache is warm,
// and a burst of random ids all share the one cached 404 page without asking the service about them.
import { expect, test, type APIRequestContext } from '../support/test';
import { routes } from '../../lib/routes/table';
import { STANDIN_ORG } from '../support/standin';
import { ownSiteOnStandin } from '../support/own-site';
import { mapInBatches } from '../support/in-batches';
import { SERVICE_TEXT, htmlOf } from './site-content';

test.describe.configure({ mode: 'serial' });

const NOT_FOUND_HEADING = 'Oops! Page Not Found!';
/** One unknown id (or name) in each family that looks its ids up. */
function unknownAddresses(id: number): string[] {
  return [
    routes.about.href({ id }),
    routes.homeMenu.href({ id }),
    routes.menu.href({ id, segment: 'annual report' }),
    routes.company.href({ id: STANDIN_ORG.menuIds.Home, company: `No company ${id}` }),
    routes.cause.href({ id }),
    routes.event.href({ id }),
    routes.blogPost.href({ id }),
  ];
}

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

test('a burst of random ids keeps answering the one cached 404 page, asks the service nothing about them, and real pages still answer', async ({
  request,
}) => {
  const control = servers().standin.control;
  await control.resetRequests();
  const ids = Array.from({ length: 40 }, () => 100_000 + Math.floor(Math.random() * 800_000));
  const addresses = ids.flatMap(unknownAddresses);
  const caches = new Set<string>();
  // Ten at a time: 280 addresses, each asked once.
  const responses = await mapInBatches(addresses, (address) => expectNotFound(request, address), 10);
  for (const response of responses) caches.add(response.headers()['x-nextjs-cache'] ?? 'none');
  // Every one came from the page cache: no unknown id got a page (or a render) of its own.
  expect([...caches].filter((state) => state !== 'HIT' && state !== 'STALE')).toEqual([]);
  const asked = Object.keys((await control.requests()).byPath).filter((path) =>
    ids.some((id) => path.includes(String(id))),
  );
  expect(asked).toEqual([]);

  const about = await htmlOf(request, at(routes.about.href({ id: STANDIN_ORG.menuIds.About })));
  expect(about).toContain(SERVICE_TEXT.aboutTitle);
});
