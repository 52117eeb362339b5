// Guards the home page a visitor meets first, drawn from the content service: its blocks, carousels, links
// and layout on a phone.
import { expect, test, type Locator } from '../support/test';
import { STANDIN_ORG } from '../support/standin';

/** How many slides a carousel shows side by side at the current width. */
async function slidesInView(carousel: Locator): Promise<number> {
  const frame = await carousel.locator('.swiper').boundingBox();
  const slide = await carousel.locator('.swiper-slide').first().boundingBox();
  if (!frame || !slide) throw new Error('carousel not laid out');
  // n slides and n - 1 gaps of 24 px fill the frame.
  const gap = 24;
  return Math.round((frame.width + gap) / (slide.width + gap));
}

test.describe('home page fed by the stand-in', () => {
  test('shows the title band, about block, services, featured work, partners and companies', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Riverbend Relief Trust | Flood relief and recovery in the Severn valley');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /Flood relief and recovery for the Severn valley/,
    );

    await expect(page.getByRole('region', { name: 'Introduction' })).toContainText(
      'Flood relief and recovery for the Severn valley since 2014.',
    );
    const about = page.getByRole('region', { name: 'About' });
    await expect(about.getByRole('heading', { name: 'Who we are' })).toBeVisible();
    await expect(about.locator('img[src*="rb-home-about.webp"]')).toBeVisible();

    const services = page.getByRole('region', { name: 'Our Services', exact: true });
    await expect(services.getByRole('heading', { name: 'What we do' })).toBeVisible();
    await expect(services.getByRole('link', { name: 'Clean Water Access' })).toHaveAttribute(
      'href',
      '/service-single/1',
    );
    await expect(services.locator('.swiper-slide')).toHaveCount(6);
    await expect(services.getByRole('button', { name: 'Go to slide 1 in Our Services slides' })).toBeVisible();

    const featured = page.getByRole('region', { name: 'Featured work', exact: true });
    await expect(featured.getByRole('heading', { name: 'Recent work' })).toBeVisible();
    await expect(featured.getByRole('region', { name: 'Featured work slides' }).locator('img')).toHaveCount(3);
    // All three fit at this width: nothing moves, so there is nothing to pause; on a phone they take turns.
    await expect(featured.getByRole('button', { name: 'Pause Featured work slides' })).toBeHidden();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(featured.getByRole('button', { name: 'Pause Featured work slides' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 720 });

    const partners = page.getByRole('region', { name: 'Our partners', exact: true });
    await expect(partners.getByRole('heading', { name: 'Partners on the riverbank' })).toBeVisible();
    await expect(partners.locator('img')).toHaveCount(4);
    await expect(partners.locator('img[src*="rb-partner-county-fire.webp"]')).toBeAttached();
  });

  test('every other key is a company card: image, text cut to 300 characters, see more link', async ({ page }) => {
    await page.goto('/');
    const companies = page.getByRole('region', { name: 'Our companies', exact: true });
    await expect(companies.getByRole('heading', { name: 'Our social enterprises' })).toBeVisible();
    await expect(companies.locator('article')).toHaveCount(STANDIN_ORG.companies.length);
    for (const name of STANDIN_ORG.companies) {
      const card = companies.locator('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
      await expect(card.locator('img')).toHaveAttribute('src', /rb-company-/);
      const excerpt = (await card.locator('p').textContent()) ?? '';
      expect(excerpt.length).toBeLessThanOrEqual(300);
      expect(excerpt.length).toBeGreaterThan(150);
      expect(excerpt).not.toMatch(/[<>]|&[a-z]+;/);
      const more = card.getByRole('link', { name: `see more about ${name}` });
      await expect(more).toHaveText(`see more about ${name}`);
      await expect(more).toHaveAttribute('href', `/company/${STANDIN_ORG.menuIds.Home}/${encodeURIComponent(name)}`);
    }
    // A long company text is cut; its start is the visible text, not the markup.
    const pantry = companies.locator('article').filter({ hasText: 'Riverbend Pantry' }).locator('p');
    await expect(pantry).toHaveText(/^Riverbend Pantry is a pay-as-you-feel grocery in the old ferry office\..*…$/);
  });

  test('company cards side by side stand equally tall, their see more links level at the foot', async ({ page }) => {
    // Their texts differ in length: left to Swiper, each card would keep its own height, and its link with it.
    for (const [width, height] of [
      [1366, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/');
      const cards = page.getByRole('region', { name: 'Our companies', exact: true }).locator('article');
      await expect(cards).toHaveCount(STANDIN_ORG.companies.length);
      const feet = await cards.evaluateAll((articles) =>
        articles.map((article) => {
          const box = article.getBoundingClientRect();
          const more = Array.from(article.querySelectorAll('a')).at(-1);
          return {
            height: Math.round(box.height),
            linkGap: Math.round(box.bottom - (more?.getBoundingClientRect().bottom ?? 0)),
          };
        }),
      );
      expect(new Set(feet.map((foot) => foot.height)).size, `${width} px: ${JSON.stringify(feet)}`).toBe(1);
      expect(new Set(feet.map((foot) => foot.linkGap)).size, `${width} px: ${JSON.stringify(feet)}`).toBe(1);
    }
  });

  test('a company card leads to its page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'see more about Millstream Repair Café' }).click();
    await expect(page).toHaveURL(/\/company\/101\/Millstream%20Repair%20Caf%C3%A9$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Millstream Repair Café' })).toBeVisible();
  });

  test('partners show 4, 3, 2 and 1 slides as the window narrows', async ({ page }) => {
    await page.goto('/');
    const partners = page.getByRole('region', { name: 'Our partners', exact: true });
    for (const [width, expected] of [
      [1600, 4],
      [1300, 4],
      [1100, 3],
      [800, 3],
      [600, 2],
      [375, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await partners.scrollIntoViewIfNeeded();
      await expect.poll(() => slidesInView(partners), { message: `${width} px` }).toBe(expected);
    }
  });

  test('/home and /home/{id} show the same home page; an unknown id is a 404', async ({ page }) => {
    for (const path of ['/home', `/home/${STANDIN_ORG.menuIds.Home}`]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('region', { name: 'Introduction' })).toContainText('Flood relief and recovery');
    }
    expect((await page.goto('/home/99999'))?.status()).toBe(404);
    expect((await page.goto('/home/abc'))?.status()).toBe(404);
  });

  test('no two landmark regions share a name (each carousel is named apart from its block)', async ({ page }) => {
    await page.goto('/');
    const names = await page.locator('main section, main [role="region"]').evaluateAll((nodes) =>
      nodes.flatMap((node) => {
        const label =
          node.getAttribute('aria-label') ??
          node
            .getAttribute('aria-labelledby')
            ?.split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ');
        return label ? [label.trim().toLowerCase()] : [];
      }),
    );
    expect(names).toEqual(
      expect.arrayContaining([
        'highlights',
        'featured work',
        'featured work slides',
        'our companies',
        'our companies slides',
        'our team',
      ]),
    );
    expect(names.filter((name, at) => names.indexOf(name) !== at)).toEqual([]);
  });

  test('the team slider shows six members on the home and about pages', async ({ page }) => {
    for (const path of ['/', `/about/${STANDIN_ORG.menuIds.About}`]) {
      await page.goto(path);
      const team = page.getByRole('region', { name: 'Our team', exact: true });
      await expect(team, path).toBeVisible();
      await expect(team.getByRole('article'), path).toHaveCount(6);
      await expect(team.getByRole('link', { name: 'Amara Okafor' }), path).toHaveAttribute('href', '/team-single/1');
    }
  });

  test('the scroll-to-top control is hidden at the top before the script runs', async ({ page }) => {
    // Scripts that have not arrived yet (a slow phone): the server's markup alone decides.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Back to top', includeHidden: true })).toBeAttached();
    await expect(page.getByRole('link', { name: 'Back to top', includeHidden: true })).toBeHidden();
  });

  test('the scroll-to-top control brings the visitor back up', async ({ page }) => {
    await page.goto('/');
    const top = page.getByRole('link', { name: 'Back to top' });
    await expect(top).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(top).toBeVisible();
    await top.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  });

  test('the scroll to the top ends there even when something else cuts it short', async ({ page }) => {
    await page.goto('/');
    // Down at the bottom, and that scroll over (its `scrollend` arriving after the click would be taken for the
    // end of the smooth scroll up: no visitor clicks within a frame of the page landing there).
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener('scrollend', () => resolve(), { once: true });
          window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' });
        }),
    );
    // A scroll made by the page, not the visitor, at the smooth one's first step (it stops that one there). Made
    // from the page itself: sent by the test after the click, it came after the smooth scroll had ended on a busy
    // machine.
    await page.evaluate(() => {
      window.addEventListener('scroll', () => window.scrollTo({ top: 2000, behavior: 'instant' }), { once: true });
    });
    await page.getByRole('link', { name: 'Back to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  });

  test('no horizontal scroll on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
