// The header, footer and slides show the content service's content, safely, and navigation behaves.
import { expect, test } from '../support/test';
import { recordDialogs } from '../support/dialogs';
import { STANDIN_ORG } from '../support/standin';
import { expectShell } from '../support/shell';

// The same build, pointed at the stand-in service at start time: its content, not the sample's.
test.describe('site shell fed by the stand-in service', () => {
  test('header, footer and title show the service content', async ({ page }) => {
    await page.goto('/');
    await expectShell(page, STANDIN_ORG.siteName);
    await expect(page).toHaveTitle(/^Riverbend Relief Trust/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('href', '/about/102');
    await expect(nav.getByRole('link', { name: 'Événements' })).toHaveAttribute('href', '/%C3%A9v%C3%A9nements/108');
    await expect(nav.getByRole('link', { name: 'Annual Report' })).toHaveAttribute('href', '/annual%20report/107');
    await expect(nav.locator('a[href="/our%20vision/115"]')).toHaveCount(1);
    await expect(page.locator('footer').getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute(
      'href',
      '/contact/109',
    );
    await expect(page.locator('footer')).toContainText('The Old Mill, Severn Side');
  });

  test('slides come from the service with sanitised titles; no markup from it runs', async ({ page }) => {
    const dialogs = recordDialogs(page);
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Highlights' }).first();
    await expect(hero.getByText('we are already there').first()).toBeAttached();
    await expect(hero.locator('img[onerror]')).toHaveCount(0);
    await expect(hero.locator('img[src="x"]')).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  test('slide images are served through the image optimiser from the media host', async ({ page }) => {
    await page.goto('/');
    const image = page.getByRole('region', { name: 'Highlights' }).first().locator('img').first();
    await expect(image).toHaveAttribute('src', /\/_next\/image\?url=http%3A%2F%2F127\.0\.0\.1/);
    const loaded = await image.evaluate((img: HTMLImageElement) =>
      img.decode().then(
        () => img.naturalWidth > 0,
        () => false,
      ),
    );
    expect(loaded).toBe(true);
  });

  test('an unknown path is a 404 page that keeps header and footer', async ({ page }) => {
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page Not Found!' })).toBeVisible();
    await expectShell(page, STANDIN_ORG.siteName);
  });
});

test.describe('safety and navigation of the shell', () => {
  test('no markup from the service runs on any of its pages, and the policy forbids third-party scripts', async ({
    page,
  }) => {
    const dialogs = recordDialogs(page);
    const response = await page.goto('/about/102');
    expect(response?.headers()['content-security-policy']).toContain("object-src 'none'");
    await expect(page.getByText(STANDIN_ORG.safeAboutText)).toBeVisible();
    // The one script in the page body is our own breadcrumb data (JSON, never run); the service's markup adds none.
    await expect(page.locator('main script:not([type="application/ld+json"])')).toHaveCount(0);
    await expect(page.locator('main script[type="application/ld+json"]')).toHaveCount(1);
    await expect(page.locator('main iframe[src*="evil"]')).toHaveCount(0);
    await expect(page.locator('main a[href^="javascript:"]')).toHaveCount(0);
    // The link it was is drawn as the plain text it now is, not as a link that does nothing when tapped.
    const unlinked = page.locator('main a:not([href])', { hasText: 'Read our safeguarding policy' });
    expect(await unlinked.evaluate((a) => getComputedStyle(a).color === getComputedStyle(a.parentElement!).color)).toBe(
      true,
    );
    await expect(page.locator('main [onclick], main [onerror]')).toHaveCount(0);
    for (const path of ['/', '/home/101', '/about/102']) {
      await page.goto(path);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    }
    expect(dialogs).toEqual([]);
  });

  test('the page policy lets through the pictures the site keeps from a plain-http media host (its favicon, its rich text)', async ({
    page,
  }) => {
    await page.goto('/about/102');
    const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(favicon).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\//);
    // Drawn the way the sanitiser keeps such a picture in rich text: as it is, from the media host.
    const loaded = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      return img.decode().then(
        () => img.naturalWidth > 0,
        () => false,
      );
    }, favicon!);
    expect(loaded).toBe(true);
  });

  test('following a link lands at the top of the new page', async ({ page }) => {
    await page.goto('/blog');
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.locator('footer').getByRole('link', { name: 'Causes' }).click();
    await expect(page).toHaveURL(/\/cause$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the footer's rule over the copyright line spans the content column, no wider", async ({ page }) => {
    // As a container with its border on the padding box, it would reach a gutter past the columns on either side.
    for (const [width, height] of [
      [1366, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/event');
      const { rule, column } = await page.locator('footer').evaluate((footer) => {
        const columns = footer.querySelector('.container') as HTMLElement;
        const style = getComputedStyle(columns);
        const box = columns.getBoundingClientRect();
        const copyright = footer.lastElementChild as HTMLElement;
        const ruleBox = copyright.getBoundingClientRect();
        return {
          rule: {
            left: Math.round(ruleBox.left),
            width: Math.round(ruleBox.width),
            border: getComputedStyle(copyright).borderTopStyle,
          },
          column: {
            left: Math.round(box.left + parseFloat(style.paddingLeft)),
            width: Math.round(box.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)),
          },
        };
      });
      expect(rule, `${width} px`).toEqual({ ...column, border: 'solid' });
    }
  });

  test('on a small laptop the main menu keeps to one row beside the logo and the Donate button', async ({ page }) => {
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/about/102`);
      const rows = await page
        .getByRole('navigation', { name: 'Main' })
        .locator(':scope > ul > li')
        .evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size);
      expect(rows, `${width} px`).toBe(1);
    }
  });

  test('the main menu tells which entry is the page being read and which section holds it, on a phone too, and follows a followed link', async ({
    page,
  }) => {
    await page.goto('/about/102');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const about = nav.getByRole('link', { name: 'About', exact: true });
    const events = nav.getByRole('link', { name: 'Événements' });
    await expect(about).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current]')).toHaveCount(1);
    // Drawn apart from the other entries, not only announced. Polled: the entries' colour fades (a CSS
    // transition), and read just as the mark is set it is still the plain entries' colour.
    const colour = (link: typeof about) => link.evaluate((node) => getComputedStyle(node).color);
    const plain = await colour(events);
    await expect.poll(() => colour(about)).not.toBe(plain);

    await events.click();
    await expect(page).toHaveURL(/\/%C3%A9v%C3%A9nements\/108$/);
    await expect(events).toHaveAttribute('aria-current', 'page');
    await expect(about).not.toHaveAttribute('aria-current');

    // A submenu entry: its parent is marked as the section, shown even with the submenu closed.
    await page.goto('/mission/111');
    await expect(nav.locator('[aria-current="page"]')).toHaveAttribute('href', '/mission/111');
    await expect(about).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => colour(about)).not.toBe(await colour(events));

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/cause');
    await expect(nav.locator('[aria-current]')).toHaveCount(0);
    await nav.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about\/102$/);
    // The panel has closed behind the followed link; the mark is on its entry for the next opening.
    await expect(nav.locator('[aria-current="page"]')).toHaveAttribute('href', '/about/102');
  });

  test("the main menu marks an entry at its page's other address too: Contact at /contact, Home at /home", async ({
    page,
  }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.goto('/contact');
    await expect(nav.locator('[aria-current]')).toHaveCount(1);
    await expect(nav.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('aria-current', 'page');
    await page.goto('/home');
    await expect(nav.locator('[aria-current]')).toHaveCount(1);
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
  });
});
