// Guards the site's accessibility promise: any page, or open menu, lightbox or form error, with an axe
// violation fails the journeys.
import { expect, test, type Browser, type BrowserContext, type Page } from '../support/test';
import { A11Y_PAGES } from '../support/a11y-pages';
import { pageGroups } from '../support/page-groups';
import { axeViolations, preloadAxe } from '../support/axe';
import { unannouncedNewTabLinks } from '../support/new-tab-links';
import { routes } from '../../lib/routes/table';
import { STANDIN_ORG } from '../support/standin';

/**
 * The accessibility gate: axe (WCAG 2.0, 2.1 and 2.2, A and AA) finds nothing on any page of the
 * site, at phone and desktop widths, nor with a carousel moved, a tab switched, the lightbox, the
 * video, the menu and the search suggestions open, a form showing its errors, and on the 404 page; and every
 * link that opens a new tab says so. One browser context and one page per width, reused by every scan, keep
 * the gate quick.
 */
const WIDTHS = [
  { name: 'phone', width: 390, height: 844, touch: true },
  { name: 'desktop', width: 1366, height: 900, touch: false },
] as const;
const PAGES_PER_TEST = 12;

for (const size of WIDTHS) {
  test.describe(`accessibility at ${size.width} px (${size.name})`, () => {
    // In order, in one worker; the page scans share one tab, each open state gets a fresh context.
    test.describe.configure({ mode: 'default' });
    let browser: Browser;
    let baseURL: string | undefined;
    let context: BrowserContext;
    let page: Page;

    /** A new browser context (its own connections) and page. */
    async function renew() {
      await context?.close();
      context = await browser.newContext({
        baseURL,
        viewport: { width: size.width, height: size.height },
        hasTouch: size.touch,
        isMobile: size.touch,
        // Autoplaying slides would change under the scan (a cross-fade half done reads as low
        // contrast): the visitor's controls, not the clock, move every carousel here.
        reducedMotion: 'reduce',
      });
      await preloadAxe(context);
      page = await context.newPage();
    }

    test.beforeAll(async ({ browser: shared }, testInfo) => {
      browser = shared;
      baseURL = testInfo.project.use.baseURL;
      await renew();
    });
    test.afterAll(async () => {
      await context.close();
    });

    /** A failed scan lists every finding, one per line. */
    const expectClean = (found: string[]) => expect(found, found.join('\n')).toEqual([]);

    /** Opens a page; `settled` also waits until its scripts and lazy parts have loaded. */
    async function open(path: string, status = 200, settled = true) {
      // A fresh context for each open state: link prefetches that a previous page started and its
      // navigation cut off were seen never to end (on 404 pages), holding the context's
      // connections so that later pages never reached 'networkidle'.
      if (settled) await renew();
      const response = await page.goto(path, { waitUntil: settled ? 'networkidle' : 'load' });
      expect(response?.status(), path).toBe(status);
    }

    // In groups, so that a slow machine stays within a test's time and a failure names fewer pages.
    for (const group of pageGroups(A11Y_PAGES, PAGES_PER_TEST)) {
      test(group.title, async () => {
        test.setTimeout(120_000);
        const found: string[] = [];
        for (const { path, status } of group.pages) {
          // Not waiting for the network to settle keeps the scans quick; whatever has loaded
          // by then (server HTML, or the carousels' and forms' scripts too) must pass.
          await open(path, status, false);
          // A page that failed to render arrives as Next's empty error shell (no lang, no text), and its script
          // draws the error view: what a visitor sees is that view, so it is scanned once drawn (under load the
          // scan was seen to reach the shell first).
          if (status >= 500)
            await expect(
              page.getByRole('heading', { level: 1, name: 'Sorry, this page could not be shown' }),
            ).toBeVisible();
          found.push(...(await axeViolations(page, path)), ...(await unannouncedNewTabLinks(page, path)));
        }
        expectClean(found);
      });
    }

    test('the 404 page, for an unknown address and for an unknown id of a known family', async () => {
      await renew();
      const found: string[] = [];
      for (const path of ['/no-such-page', routes.cause.href({ id: 99_999 })]) {
        // 'load': the 404 page has no lazy parts, and from one 404 page to the next 'networkidle'
        // was seen waiting for the previous page's cut-off prefetches (see open()).
        await open(path, 404, false);
        await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found!' })).toBeVisible();
        found.push(...(await axeViolations(page, `404 at ${path}`)));
      }
      expectClean(found);
    });

    test("the header search's suggestions open", async () => {
      await open(routes.donate.href({}));
      await page.getByRole('button', { name: 'Open search' }).click();
      const input = page.locator('header').getByRole('combobox', { name: 'Search the site' });
      await expect(input).toBeFocused();
      await input.pressSequentially('flood');
      const first = page.locator('header').getByRole('listbox').getByRole('option').first();
      await expect(first).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await expect(first).toHaveAttribute('aria-selected', 'true');
      // The answers to the whole word, not those to its first letters still shown while it was on its way.
      await expect(page.locator('header').getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
      expectClean(await axeViolations(page, 'search suggestions open'));
    });

    test('the hero carousel moved to its second slide', async () => {
      await open(routes.home.href({}));
      const hero = page.locator('[aria-roledescription="carousel"][aria-label="Highlights"]');
      await hero.getByRole('button', { name: 'Next slide in Highlights' }).click();
      await expect(hero.locator('.swiper-slide-active')).toHaveAttribute('aria-label', /^2 \/ /);
      expectClean(await axeViolations(page, 'hero at slide 2'));
    });

    test("a cause page's tabs switched to Donations", async () => {
      await open(routes.cause.href({ id: 1 }));
      const tab = page.getByRole('tablist', { name: 'About this cause' }).getByRole('tab', { name: 'Donations' });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: 'Donations' })).toBeVisible();
      expectClean(await axeViolations(page, 'cause tabs on Donations'));
    });

    test('the gallery lightbox open', async () => {
      await open(routes.gallery.href({ id: STANDIN_ORG.menuIds.Gallery }));
      await page.getByRole('list', { name: 'Gallery' }).getByRole('button').first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('.yarl__slide_current img')).toBeVisible();
      expectClean(await axeViolations(page, 'lightbox open'));
    });

    test("a video post's video open", async () => {
      await open(routes.blogPost.href({ id: 3 }));
      await page.getByRole('button', { name: /^Play video/ }).click();
      await expect(page.getByRole('dialog', { name: 'Watch: A Day with Our Mobile Clinic' })).toBeVisible();
      expectClean(await axeViolations(page, 'video open'));
    });

    test("a company page's language choice open", async () => {
      await open(routes.mission.href({ id: STANDIN_ORG.menuIds.Mission }));
      await page.getByRole('button', { name: /^Language/ }).click();
      await expect(page.getByRole('link', { name: 'Français' })).toBeVisible();
      const found = await axeViolations(page, 'language choice open');
      found.push(...(await unannouncedNewTabLinks(page, 'language choice open')));
      expectClean(found);
    });

    test('the main menu open', async () => {
      await open(routes.home.href({}));
      const nav = page.getByRole('navigation', { name: 'Main' });
      if (size.touch) {
        await nav.getByRole('button', { name: 'Open menu' }).click();
        await expect(nav.getByRole('link', { name: 'Gallery' })).toBeVisible();
      }
      const submenu = nav.getByRole('button', { name: 'About submenu' });
      await submenu.click();
      await expect(submenu).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link', { name: 'Mission' })).toBeVisible();
      expectClean(await axeViolations(page, 'menu open'));
    });

    test('the donation and contact forms sent empty, showing their errors', async () => {
      // Two pages and two axe runs: more than the default 30 s allows while the other worker runs axe too.
      test.setTimeout(60_000);
      await open(routes.donate.href({}));
      const donation = page.getByRole('form', { name: 'Donation form' });
      await donation.getByRole('button', { name: 'Donate Now' }).click();
      await expect(donation.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
      const found = await axeViolations(page, 'donation errors');

      await open(routes.contactDefault.href({}));
      const contact = page.getByRole('form', { name: 'Contact form' });
      await contact.getByRole('button', { name: 'Send message' }).click();
      await expect(contact.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
      found.push(...(await axeViolations(page, 'contact errors')));
      expectClean(found);
    });
  });
}
