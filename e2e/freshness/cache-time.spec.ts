// Fresh: a change in the content service shows on every page that uses it within the cache time
// (CMS_CACHE_SECONDS) plus one render, on a running server: no restart, no webhook.
import { expect, test, type Locator, type Page } from '../support/test';
import { routes } from '../../lib/routes/table';
import { STANDIN_ORG } from '../support/standin';
import { ownSiteOnStandin } from '../support/own-site';
import { SERVICE_TEXT, change, type ServiceChange } from './site-content';

test.describe.configure({ mode: 'serial' });

// Long enough that a change passing through more than one stale step (answer, then page) would show late.
const CACHE_SECONDS = 6;
/** One render of a page on a busy two-core machine, with the request that asks for it. */
const ONE_RENDER_MS = 8_000;
const WITHIN_MS = CACHE_SECONDS * 1000 + ONE_RENDER_MS;

const { at, servers } = ownSiteOnStandin(0, { CMS_CACHE_SECONDS: String(CACHE_SECONDS) });

type Region = (page: Page) => Locator;

/** The text of `region` on the page at `address`, freshly asked for. */
async function textOf(page: Page, address: string, region: Region): Promise<string> {
  const response = await page.goto(at(address));
  expect(response?.status(), address).toBe(200);
  return (await region(page).allTextContents()).join('\n');
}

/** Asks for each page until its region shows `text` (the old content may still be turning over from the last journey). */
async function expectShows(page: Page, addresses: string[], region: Region, text: string) {
  for (const address of addresses) {
    await expect
      .poll(() => textOf(page, address, region), {
        message: `${address} shows ${text}`,
        timeout: WITHIN_MS,
        intervals: [250],
      })
      .toContain(text);
  }
}

async function changeAndExpect(
  page: Page,
  edit: ServiceChange,
  addresses: string[],
  region: Region,
  before: string,
  after: string,
) {
  await expectShows(page, addresses, region, before);
  await servers().standin.control.setFixture(edit.path, edit.json);
  const changed = Date.now();
  await expectShows(page, addresses, region, after);
  test.info().annotations.push({
    type: 'shown after',
    description: `${Date.now() - changed} ms (cache time ${CACHE_SECONDS} s)`,
  });
  for (const address of addresses) expect(await textOf(page, address, region), address).not.toContain(before);
}

const about = routes.about.href({ id: STANDIN_ORG.menuIds.About });
const home = routes.home.href({});

test('a menu page’s new text shows within the cache time', async ({ page }) => {
  const text = 'Sandbag stations are open in Frankwell tonight.';
  await changeAndExpect(
    page,
    change.menuTitle(STANDIN_ORG.menuIds.About, text),
    [about],
    (p) => p.getByRole('main'),
    SERVICE_TEXT.aboutTitle,
    text,
  );
});

test('a new site name shows on pages of every kind within the cache time', async ({ page }) => {
  const name = 'Riverbend Flood Trust';
  const pages = [home, about, routes.cause.href({ id: 1 }), routes.donate.href({})];
  await changeAndExpect(page, change.siteName(name), pages, (p) => p.locator('footer'), STANDIN_ORG.siteName, name);
});

test('a slide’s new title shows on the home page within the cache time', async ({ page }) => {
  const title = 'Boats are on their way to Bewdley';
  await changeAndExpect(
    page,
    change.firstSlideTitle(title),
    [home],
    (p) => p.getByRole('region', { name: 'Highlights' }),
    SERVICE_TEXT.firstSlide,
    title,
  );
});
