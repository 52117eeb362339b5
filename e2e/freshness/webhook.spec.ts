// Instant updates on demand: with an hour of cache time a change waits for the back office's
// POST /api/revalidate; with the right bearer secret the next request shows it, with a wrong or
// missing one nothing changes.
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { routes } from '../../lib/routes/table';
import { STANDIN_ORG } from '../support/standin';
import { ownSiteOnStandin } from '../support/own-site';
import { SERVICE_TEXT, change } from './site-content';

test.describe.configure({ mode: 'serial' });

const SECRET = 'freshness-webhook-secret';
const WEBHOOK = '/api/revalidate';

const { at, servers } = ownSiteOnStandin(1, { CMS_CACHE_SECONDS: '3600', REVALIDATE_SECRET: SECRET });
const about = routes.about.href({ id: STANDIN_ORG.menuIds.About });
const home = routes.home.href({});
const aboutTitle = 'Sandbag stations are open in Frankwell tonight.';
const newName = 'Riverbend Flood Trust';

async function edit(...changes: ReturnType<(typeof change)[keyof typeof change]>[]) {
  for (const { path, json } of changes) await servers().standin.control.setFixture(path, json);
}

/** One visit: the page's main and footer as a visitor reads them. */
async function visit(page: Page, address: string) {
  const response = await page.goto(at(address));
  expect(response?.status(), address).toBe(200);
  return { main: await page.getByRole('main').textContent(), footer: await page.locator('footer').textContent() };
}

function revalidate(request: APIRequestContext, body: unknown, authorization?: string) {
  return request.post(at(WEBHOOK), { data: body, headers: authorization === undefined ? {} : { authorization } });
}

test('a change waits for the webhook, and a missing or wrong secret answers 401 and changes nothing', async ({
  page,
  request,
}) => {
  expect((await visit(page, about)).main).toContain(SERVICE_TEXT.aboutTitle);
  await edit(change.menuTitle(STANDIN_ORG.menuIds.About, aboutTitle));
  for (let again = 0; again < 3; again += 1) expect((await visit(page, about)).main).toContain(SERVICE_TEXT.aboutTitle);

  for (const authorization of [undefined, 'Bearer not-the-secret', `Bearer ${SECRET}x`, `Basic ${SECRET}`, SECRET]) {
    const response = await revalidate(request, { menuId: STANDIN_ORG.menuIds.About }, authorization);
    expect(response.status(), String(authorization)).toBe(401);
    const { main } = await visit(page, about);
    expect(main).toContain(SERVICE_TEXT.aboutTitle);
    expect(main).not.toContain(aboutTitle);
  }
  // The right secret with a body far larger than any the back office sends: refused, nothing changes.
  const oversized = await request.post(at(WEBHOOK), {
    data: JSON.stringify({ menuId: STANDIN_ORG.menuIds.About, note: 'x'.repeat(100_000) }),
    headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
  });
  expect(oversized.status()).toBe(413);
  expect((await visit(page, about)).main).not.toContain(aboutTitle);
});

test('{"menuId"} shows that menu’s change on the next request, and {"scope": "settings"} the new site name', async ({
  page,
  request,
}) => {
  await edit(change.menuTitle(STANDIN_ORG.menuIds.About, aboutTitle), change.siteName(newName));

  const menu = await revalidate(request, { menuId: STANDIN_ORG.menuIds.About }, `Bearer ${SECRET}`);
  expect(menu.status()).toBe(200);
  expect(await menu.json()).toEqual({ revalidated: [`cms:menu:${STANDIN_ORG.menuIds.About}`] });
  const afterMenu = await visit(page, about);
  expect(afterMenu.main).toContain(aboutTitle);
  // Only the menu was revalidated: the settings are still the cached ones.
  expect(afterMenu.footer).toContain(STANDIN_ORG.siteName);

  const settings = await revalidate(request, { scope: 'settings' }, `Bearer ${SECRET}`);
  expect(settings.status()).toBe(200);
  expect(await settings.json()).toEqual({ revalidated: ['cms:settings'] });
  for (const address of [home, about, routes.cause.href({ id: 1 }), routes.donate.href({})]) {
    const { footer } = await visit(page, address);
    expect(footer, address).toContain(newName);
    expect(footer, address).not.toContain(STANDIN_ORG.siteName);
  }
});

test('{} shows every change on the next request', async ({ page, request }) => {
  // The stand-in is back to its own texts (reset after the last journey); the site still shows the edits.
  expect((await visit(page, about)).footer).toContain(newName);
  const slide = 'Boats are on their way to Bewdley';
  await edit(change.firstSlideTitle(slide));

  const all = await revalidate(request, {}, `Bearer ${SECRET}`);
  expect(all.status()).toBe(200);
  expect(await all.json()).toEqual({ revalidated: ['cms'] });
  const { footer } = await visit(page, home);
  await expect(page.getByRole('region', { name: 'Highlights' }).getByText(slide).first()).toBeAttached();
  expect(footer).toContain(STANDIN_ORG.siteName);
  const { main } = await visit(page, about);
  expect(main).toContain(SERVICE_TEXT.aboutTitle);
});

test('a renamed menu follows {"scope": "menus"} at once; named back with only {"menuId"}, its page stays whole', async ({
  page,
  request,
}) => {
  const id = STANDIN_ORG.menuIds.Mission;
  const mission = routes.mission.href({ id });
  const renamed = routes.menu.hrefOf({ id, name: 'Mission Week' });
  const linksTo = async (address: string) => page.locator('header').locator(`a[href="${address}"]`).count();
  await visit(page, mission);

  await edit(change.menuName(id, 'Mission Week'));
  // The scheme in lower case, as some clients send it.
  expect((await revalidate(request, { scope: 'menus' }, `bearer ${SECRET}`)).status()).toBe(200);
  await visit(page, renamed);
  await expect(page).toHaveTitle(/^Mission Week \|/);
  await visit(page, routes.donate.href({}));
  expect(await linksTo(renamed)).toBeGreaterThan(0);
  expect(await linksTo(mission)).toBe(0);

  // A back office that sends only the menu's id: the proxy takes a fresh tree after every update, the
  // pages' copy of the tree still names the menu "Mission Week" until it is refreshed too.
  await edit(change.menuName(id, 'Mission'));
  expect((await revalidate(request, { menuId: id }, `Bearer ${SECRET}`)).status()).toBe(200);
  for (let again = 0; again < 3; again += 1) {
    // A whole page each time: not Next's empty 404 shell, not a cached "Page not found".
    await visit(page, mission);
    await expect(page).toHaveTitle(/^Mission( Week)? \|/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});
