// The company information pages (about, services, clients, performance, mission, messages) show their
// sections, only under their own menu, and the language links work with and without JavaScript.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { STANDIN_ORG } from '../support/standin';

const ids = STANDIN_ORG.menuIds;

/** A company page's language choice (a button in its title band and the popover list it opens). */
const languageChoice = (page: Page) =>
  page.locator('main div', { has: page.locator(':scope > button[popovertarget]', { hasText: 'Language' }) });
const languageButton = (page: Page) => languageChoice(page).locator(':scope > button');

/**
 * Whether the browser's accessibility tree says the control named `name` is expanded (Chromium's, through the
 * DevTools protocol: Playwright's own role engine does not read a popover button's state).
 */
async function expandedInAccessibilityTree(page: Page, role: string, name: RegExp): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const node = nodes.find((n) => n.role?.value === role && name.test(String(n.name?.value ?? '')));
    const expanded = node?.properties?.find((p) => p.name === 'expanded')?.value.value;
    return typeof expanded === 'boolean' ? expanded : undefined;
  } finally {
    await cdp.detach();
  }
}

test.describe('company information pages', () => {
  test('about: title band, breadcrumb, story with image, services block', async ({ page }) => {
    const response = await page.goto(`/about/${ids.About}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('About | Riverbend Relief Trust');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Safe text survives sanitising/);
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Introduction' })).toContainText(
      'Neighbours who turn up when the river does.',
    );
    const about = page.getByRole('region', { name: 'About' });
    await expect(about).toContainText(STANDIN_ORG.safeAboutText);
    await expect(about.locator('img[src*="rb-about-volunteers.webp"]')).toBeVisible();
    // The editor's link that opens a new tab says so to a screen reader, as the site's own do.
    const advice = about.getByRole('link', { name: "government's flood advice" });
    await expect(advice).toHaveAttribute('target', '_blank');
    await expect(advice).toHaveAccessibleDescription('Opens in a new tab');
    const services = page.getByRole('region', { name: 'Our Services' });
    await expect(services).toContainText('Flood-resilience grants');
    await expect(services.getByRole('article')).toHaveCount(6);
  });

  test('services: title band and services block', async ({ page }) => {
    await page.goto(`/service/${ids.Service}`);
    await expect(page).toHaveTitle('Service | Riverbend Relief Trust');
    await expect(page.getByRole('region', { name: 'Introduction' })).toContainText('Before, during and after a flood.');
    const services = page.getByRole('region', { name: 'Our Services' });
    await expect(services.getByRole('heading', { name: 'How we help' })).toBeVisible();
    await expect(services.getByRole('link', { name: 'Green Communities' })).toHaveAttribute(
      'href',
      '/service-single/6',
    );
  });

  test('clients, performance, mission and vision show their sections', async ({ page }) => {
    await page.goto(`/clients/${ids.Clients}`);
    await expect(page.getByRole('region', { name: 'Clients' })).toContainText('Environment Agency');
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'About' }),
    ).toHaveAttribute('href', `/about/${ids.About}`);

    await page.goto(`/performance/${ids.Performance}`);
    await expect(page).toHaveTitle('Performance | Riverbend Relief Trust');
    await expect(page.getByRole('region', { name: 'Performance' })).toContainText('640 pumps lent');

    await page.goto(`/mission/${ids.Mission}`);
    const mission = page.getByRole('region', { name: 'Mission' });
    const vision = page.getByRole('region', { name: 'Vision' });
    await expect(mission).toContainText('safe, warm and supported');
    await expect(mission.locator('img[src*="rb-mission.webp"]')).toBeVisible();
    await expect(vision).toContainText('not a catastrophe');
    await expect(vision.locator('img[src*="rb-vision.webp"]')).toBeVisible();
  });

  test('messages from directors are real tabs, Managing Director first, keyboard operable', async ({ page }) => {
    await page.goto(`/message/${ids.Message}`);
    const tablist = page.getByRole('tablist', { name: 'Messages from directors' });
    const tabs = tablist.getByRole('tab');
    await expect(tabs).toHaveText(['Managing Director', 'Chairman', 'Executive Director']);
    const md = page.getByRole('tab', { name: 'Managing Director' });
    await expect(md).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('tabpanel')).toContainText('Tom Hughes');
    await expect(page.getByRole('tabpanel').locator('img[src*="rb-portrait-managing-director.webp"]')).toBeVisible();

    await md.focus();
    await page.keyboard.press('ArrowRight');
    const chair = page.getByRole('tab', { name: 'Chairman' });
    await expect(chair).toBeFocused();
    await expect(chair).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Margaret Ellis');
    await expect(page.getByText('Tom Hughes')).toBeHidden();

    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Executive Director' })).toBeFocused();
    await expect(page.getByRole('tabpanel')).toContainText('Priya Nair');
    await page.keyboard.press('ArrowRight');
    await expect(md).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tabpanel')).toContainText('Priya Nair');
    await page.keyboard.press('Home');
    await expect(md).toHaveAttribute('aria-selected', 'true');
    await expect(md).toHaveAttribute('tabindex', '0');
    await expect(chair).toHaveAttribute('tabindex', '-1');

    await chair.click();
    await expect(page.getByRole('tabpanel')).toContainText('Thank you to the 320 volunteers');
  });

  test('the language choice in the title band links to a translation of the page, on these pages only', async ({
    page,
  }) => {
    await page.goto(`/mission/${ids.Mission}`);
    // The page's own control: in its title band, not in the header every page shares.
    await expect(page.locator('header [popover]')).toHaveCount(0);
    await languageButton(page).click();
    const french = languageChoice(page).getByRole('link', { name: 'Français' });
    await expect(french).toBeVisible();
    const href = (await french.getAttribute('href')) ?? '';
    const url = new URL(href);
    expect(url.origin).toBe('https://translate.google.com');
    expect(url.searchParams.get('tl')).toBe('fr');
    expect(url.searchParams.get('u')).toBe(new URL(`/mission/${ids.Mission}`, page.url()).href);
    await expect(french).toHaveAttribute('rel', 'noopener noreferrer');
    // No third-party script is loaded for it.
    const scripts = await page
      .locator('script[src]')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
    expect(scripts.filter((src) => !src.startsWith(new URL(page.url()).origin))).toEqual([]);

    await page.goto('/');
    await expect(languageChoice(page)).toHaveCount(0);
    // A followed link to a company page brings that page's own choice.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL(new RegExp(`/gallery/${ids.Gallery}$`));
    const german = languageChoice(page).getByRole('link', { name: 'Deutsch', includeHidden: true });
    await expect
      .poll(async () => new URL((await german.getAttribute('href')) ?? 'about:blank').searchParams.get('u'))
      .toBe(new URL(`/gallery/${ids.Gallery}`, page.url()).href);
    await page.goto(`/contact/${ids.Contact}`);
    await expect(languageChoice(page)).toHaveCount(0);
    // A company's page offers it too, for its own address.
    const company = `/company/${ids.Home}/${encodeURIComponent(STANDIN_ORG.companies[0]!)}`;
    await page.goto(company);
    const spanish = languageChoice(page).getByRole('link', { name: 'Español', includeHidden: true });
    expect(new URL((await spanish.getAttribute('href')) ?? '').searchParams.get('u')).toBe(
      new URL(company, page.url()).href,
    );
  });

  test('on a phone the language choice sits under the trail, covers no text and opens within the screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/about/${ids.About}`);
    const choice = languageChoice(page);
    const trail = await page.getByRole('navigation', { name: 'Breadcrumb' }).boundingBox();
    const button = await languageButton(page).boundingBox();
    expect(button!.y).toBeGreaterThanOrEqual(trail!.y + trail!.height);
    expect(button!.height).toBeGreaterThanOrEqual(44);
    // It scrolls away with the band instead of floating over the text.
    await page.mouse.wheel(0, 1200);
    await expect
      .poll(() => languageButton(page).evaluate((node) => node.getBoundingClientRect().bottom))
      .toBeLessThan(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await languageButton(page).click();
    const boxes = await choice
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes.length, 'the open list has its languages').toBeGreaterThan(1);
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(390);
    }
  });

  test('the language choice opens under its button and closes on Escape and on a click outside it', async ({
    page,
  }) => {
    await page.goto(`/mission/${ids.Mission}`);
    const button = languageButton(page);
    const french = languageChoice(page).getByRole('link', { name: 'Français' });
    await expect(button).toHaveAccessibleName(/^Language/);
    await button.click();
    await expect(french).toBeVisible();
    // Placed against the button (not the middle of the screen), its links next in the tab order.
    const [buttonBox, listBox] = [await button.boundingBox(), await french.locator('xpath=ancestor::ul').boundingBox()];
    expect(Math.abs(listBox!.x - buttonBox!.x)).toBeLessThanOrEqual(1);
    expect(listBox!.y).toBeGreaterThanOrEqual(buttonBox!.y + buttonBox!.height);
    expect(listBox!.y).toBeLessThanOrEqual(buttonBox!.y + buttonBox!.height + 16);
    expect(await expandedInAccessibilityTree(page, 'button', /^Language/)).toBe(true);
    await button.focus();
    await page.keyboard.press('Tab');
    await expect(french).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(french).toBeHidden();
    await expect(button).toBeFocused();
    expect(await expandedInAccessibilityTree(page, 'button', /^Language/)).toBe(false);
    // Closed, its links are out of the tab order.
    await page.keyboard.press('Tab');
    await expect(languageChoice(page).getByRole('link', { includeHidden: true }).first()).not.toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.closest('[popover]') ?? null)).toBeNull();
    await button.focus();
    // Enter opens it again; a click on the page outside closes it.
    await page.keyboard.press('Enter');
    await expect(french).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(french).toBeHidden();
  });

  test('a route shows only the menu it is named for: another menu’s id is a 404', async ({ page }) => {
    for (const path of [
      `/mission/${ids.About}`,
      `/gallery/${ids.Contact}`,
      `/about/${ids.Mission}`,
      `/service/${ids.About}`,
      `/clients/${ids.Performance}`,
      `/performance/${ids.Clients}`,
      `/message/${ids.Mission}`,
      `/profile/${ids.Gallery}`,
      `/document/${ids.Profile}`,
      `/contact/${ids.About}`,
      `/home/${ids.About}`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Oops! Page Not Found!' })).toBeVisible();
    }
    // Each menu's own address still answers.
    for (const path of [
      `/mission/${ids.Mission}`,
      `/gallery/${ids.Gallery}`,
      `/contact/${ids.Contact}`,
      `/home/${ids.Home}`,
    ]) {
      expect((await page.goto(path))?.status(), path).toBe(200);
    }
  });

  test('unknown and malformed ids are 404s', async ({ page }) => {
    for (const path of [
      '/about/99999',
      '/about/abc',
      '/mission/12x',
      '/message/-1',
      '/gallery/99999',
      '/contact/99999',
      '/service/1.5',
    ]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the language links carry the page’s full address', async ({ page, baseURL }) => {
    await page.goto(`/mission/${ids.Mission}`);
    await languageButton(page).click();
    const spanish = languageChoice(page).getByRole('link', { name: 'Español' });
    await expect(spanish).toBeVisible();
    const url = new URL((await spanish.getAttribute('href')) ?? '');
    expect(url.searchParams.get('u')).toBe(`${baseURL}/mission/${ids.Mission}`);
  });
});
