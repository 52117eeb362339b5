// Parts whose code loads on first use (components/ui/HydrateOnDemand.tsx) load none with the page, and
// keep what a visitor does before their code arrives: here that code is held back until the test lets it go.
import { expect, test, type Page } from '../support/test';
import { STANDIN_ORG } from '../support/standin';

/** Holds every script requested from now on until `release()`; says how many were asked for. */
async function holdScripts(page: Page) {
  const held: Array<() => void> = [];
  let released = false;
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    if (!released) await new Promise<void>((resume) => held.push(resume));
    await route.continue();
  });
  return {
    asked: () => held.length,
    release: () => {
      released = true;
      for (const resume of held.splice(0)) resume();
    },
  };
}

/** Opens a page and waits until the first load is over (nothing on it was used yet). */
async function openQuietly(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
}

test.describe('parts hydrated on first use', () => {
  test('the header search: nothing loads with the page; what is typed before its code arrives is kept and suggested', async ({ page }) => {
    await openQuietly(page, '/donate');
    const scripts = await holdScripts(page);
    await page.getByRole('button', { name: 'Open search' }).click();
    await expect.poll(scripts.asked).toBeGreaterThan(0);
    // The press is made once the toggle's code is there.
    scripts.release();
    const input = page.locator('header').getByRole('combobox', { name: 'Search the site' });
    await expect(input).toBeFocused();

    await page.unroute(/\/_next\/static\/chunks\/.*\.js$/);
    const more = await holdScripts(page);
    await page.keyboard.type('catastr');
    await expect(input).toHaveValue('catastr');
    more.release();
    const options = page.locator('header').getByRole('listbox').getByRole('option');
    await expect(options).toHaveText([/^Mission\s*Page$/]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/mission/${STANDIN_ORG.menuIds.Mission}$`));
  });

  test('a donation form used before its code arrives: the choices made count and an empty submit is answered', async ({ page }) => {
    await openQuietly(page, '/donate');
    const scripts = await holdScripts(page);
    const form = page.getByRole('form', { name: 'Donation form' });
    await form.getByRole('radio', { name: 'Other amount' }).check();
    await form.getByRole('radio', { name: 'Offline (post, phone or in person)' }).check();
    // JavaScript runs, so the button works at once: the submit is made once the form's code is there.
    await form.getByRole('button', { name: 'Donate Now' }).click();
    await expect.poll(scripts.asked).toBeGreaterThan(0);
    scripts.release();
    await expect(form.getByLabel('Your amount (USD)')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Your amount (USD)')).toBeFocused();
    await expect(form.getByRole('radio', { name: 'Other amount' })).toBeChecked();
    await expect(form.getByRole('group', { name: 'Card details' })).toBeHidden();
  });

  test("on a phone, a press on the menu's toggle before its code arrives opens the menu", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openQuietly(page, '/cause');
    const scripts = await holdScripts(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    scripts.release();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true })).toBeVisible();
  });

  test('a link followed while the parts still wait for their code leads to the next page', async ({ page }) => {
    await openQuietly(page, '/cause');
    await page.locator('footer').getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL(/\/event$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/events/i);
    // The parts hydrated on the way keep working.
    await page.getByRole('button', { name: 'Open search' }).click();
    await expect(page.locator('header').getByRole('combobox', { name: 'Search the site' })).toBeFocused();
  });
});
