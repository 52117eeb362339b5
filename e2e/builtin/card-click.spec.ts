// A card is opened by a tap anywhere on it, picture and text included (the design brief: "the whole card
// clickable through its title link"), while its own other links (Donate Now, see more) keep their own targets.
import { expect, test, type Locator, type Page } from '../support/test';
import { routes } from '../../lib/routes/table';
import { causes } from '../../content/causes';
import { STANDIN_ORG } from '../support/standin';

/** A press where `part` is drawn, at `at` of its width and height: what is on top there takes it, as for a finger. */
async function pressOn(page: Page, part: Locator, at: { x: number; y: number }) {
  await part.scrollIntoViewIfNeeded();
  const box = (await part.boundingBox())!;
  await page.mouse.click(box.x + box.width * at.x, box.y + box.height * at.y);
}

const LISTS = [
  routes.causes.href({}),
  routes.projects.href({}),
  routes.events.href({}),
  routes.blog.href({ layout: 'right', category: null, tag: null, page: 1 }),
  routes.company.href({ id: STANDIN_ORG.menuIds.Home, company: null }),
];

for (const width of [390, 1366]) {
  test(`at ${width} px, a tap on a card's picture or text opens the card's page`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const list of LISTS) {
      await page.goto(list);
      const card = page.locator('main article').first();
      // The title's link, else (a company) its see more link.
      const target = await card.getByRole('link').first().getAttribute('href');
      expect(target, `${list}: the first card has a link`).toBeTruthy();
      // The middle of the picture: the card's first child.
      await pressOn(page, card.locator(':scope > :first-child'), { x: 0.5, y: 0.5 });
      await expect(page, `${list}: the picture opens the card`).toHaveURL(
        (url) => url.pathname + url.search === target,
      );
      await page.goBack();
      // The text's box, near its corner: no link of its own there.
      await pressOn(page, card.locator(':scope > :nth-child(2)'), { x: 0.02, y: 0.02 });
      await expect(page, `${list}: the text opens the card`).toHaveURL((url) => url.pathname + url.search === target);
    }
  });
}

test("a cause card's Donate Now still leads to the donation page", async ({ page }) => {
  await page.goto(routes.causes.href({}));
  await page.getByRole('link', { name: `Donate Now to ${causes[0]!.title}` }).click();
  await expect(page).toHaveURL(routes.donate.href({}));
});
