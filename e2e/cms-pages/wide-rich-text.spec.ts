// An editor's wide table or preformatted line scrolls in a box of its own on a phone: the page never
// scrolls sideways, the table's words stay whole, and the keyboard can scroll the box.
import { expect, test } from '../support/test';
import { CMS_PATHS, STANDIN_ORG, resetStandin, setStandinFixture } from '../support/standin';
import { routes } from '../../lib/routes/table';

// Runs in the `resilience` project (see playwright.config.ts): it changes an answer of the stand-in that
// project owns, one journey at a time.
const MENU = STANDIN_ORG.menuIds['Annual Report'];
const COLUMNS = Array.from({ length: 20 }, (_, column) => `Quarter${column + 1}`);
const TABLE = `<table><thead><tr>${COLUMNS.map((name) => `<th>${name}</th>`).join('')}</tr></thead><tbody><tr>${COLUMNS.map((_, column) => `<td>${column * 1000}</td>`).join('')}</tr></tbody></table>`;
const LONG_LINE = `<pre>${'accounts.csv;'.repeat(30)}</pre>`;

test.use({ viewport: { width: 390, height: 844 } });

test.afterEach(async () => {
  await resetStandin();
});

test('a wide table and a long preformatted line scroll in their own boxes, not the page', async ({ page }) => {
  await setStandinFixture(CMS_PATHS.contents(MENU), {
    menu_contents: { Figures: `<h2>Figures by quarter</h2>${TABLE}${LONG_LINE}` },
  });
  const table = page.getByRole('table');
  // The site serves the new answer once its 1-second cache has turned over.
  await expect(async () => {
    await page.goto(routes.menu.href({ id: MENU, segment: 'annual report' }));
    await expect(table).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const box of [table, page.locator('main pre')]) {
    expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  }
  // Each heading on one line, not one letter per line.
  const lines = await table.getByRole('columnheader').evaluateAll((cells) =>
    cells.map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
    }),
  );
  expect(lines).toEqual(COLUMNS.map(() => 1));

  await table.focus();
  await expect(table).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => table.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});
