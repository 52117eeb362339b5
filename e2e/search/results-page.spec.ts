// The search results page finds the service's pages, forgives accents and typos, and is safe against
// hostile queries and content.
import { expect, test } from '../support/test';
import { recordDialogs } from '../support/dialogs';
import { STANDIN_ORG } from '../support/standin';

const HOSTILE = '<img src=x onerror=alert(1)>';

test.describe('the search results page', () => {
  test('a word found on only one page of the content service finds that page', async ({ page }) => {
    // "twinned" is only in Événements (108) of the stand-in's fixtures (see e2e/fixtures/README.md).
    await page.goto('/search?q=TWINNED');
    const results = page.getByRole('region', { name: '1 result for “TWINNED”' }).getByRole('listitem');
    await expect(results).toHaveCount(1);
    await expect(results.first()).toContainText('Page');
    await expect(results.first().locator('mark')).toHaveText(['twinned']);
    await results.first().getByRole('link', { name: 'Événements' }).click();

    await expect(page).toHaveURL(/\/%C3%A9v%C3%A9nements\/108$/);
    await expect(page.getByRole('region', { name: 'Fête de la rivière' })).toContainText('twinned town');
  });

  test("the site's own pages are found by what they are for, first among the matches", async ({ page }) => {
    await page.goto('/search?q=volunteer');
    const first = page
      .getByRole('region', { name: /for “volunteer”/ })
      .getByRole('listitem')
      .first();
    await expect(first).toContainText('Page');
    await first.getByRole('link', { name: 'Become a Volunteer' }).click();
    await expect(page).toHaveURL(/\/volunteer$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Become a Volunteer' })).toBeVisible();
  });

  test('accents and a typo are forgiven', async ({ page }) => {
    await page.goto('/search?q=evenements');
    await expect(
      page.getByRole('region', { name: /for “evenements”/ }).getByRole('link', { name: 'Événements' }),
    ).toBeVisible();
    await page.goto('/search?q=catastrohpe');
    await expect(
      page.getByRole('region', { name: /for “catastrohpe”/ }).getByRole('link', { name: 'Mission' }),
    ).toHaveAttribute('href', `/mission/${STANDIN_ORG.menuIds.Mission}`);
  });

  test('without a query: a prompt, a page title of its own, and no indexing', async ({ page }) => {
    await page.goto('/search');
    await expect(page).toHaveTitle(`Search | ${STANDIN_ORG.siteName}`);
    await expect(page.getByRole('heading', { level: 2, name: 'What are you looking for?' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('a hostile query is shown as text and runs nothing', async ({ page }) => {
    const dialogs = recordDialogs(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open search' }).click();
    await page.locator('header').getByRole('combobox', { name: 'Search the site' }).fill(HOSTILE);
    await page.locator('header').getByRole('combobox', { name: 'Search the site' }).press('Enter');

    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.getByRole('heading', { level: 2, name: `Nothing matched “${HOSTILE}”` })).toBeVisible();
    await expect(page).toHaveTitle(`Search: ${HOSTILE} | ${STANDIN_ORG.siteName}`);
    await expect(page.getByRole('main').getByRole('search').getByRole('searchbox')).toHaveValue(HOSTILE);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    // The suggestions for it come back as text too.
    await expect(page.getByRole('main').getByRole('link', { name: 'browse our causes' })).toHaveAttribute(
      'href',
      '/cause',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  });

  test('text hidden in the service’s markup (a script, handlers) is never found', async ({ page }) => {
    await page.goto('/search?q=xss');
    await expect(page.getByRole('heading', { level: 2, name: 'Nothing matched “xss”' })).toBeVisible();
  });

  test('any query is answered, never with an error: too long, malformed, or asked of the JSON route', async ({
    page,
    request,
  }) => {
    const long = await page.goto(`/search?q=${'water '.repeat(200)}`);
    expect(long?.status()).toBe(200);
    expect((await page.title()).length).toBeLessThan(260);
    expect((await page.goto('/search?q=%E0%A4%A&q=second'))?.status()).toBe(200);

    for (const q of [encodeURIComponent(HOSTILE), '%E0%A4%A', 'a'.repeat(5000), '']) {
      const response = await request.get(`/api/search?q=${q}`);
      expect(response.status(), q.slice(0, 20)).toBe(200);
      const answer = (await response.json()) as { query: string; results: unknown[] };
      expect(answer.query.length).toBeLessThanOrEqual(200);
      expect(answer.results.length).toBeLessThanOrEqual(8);
    }
    const water = (await (await request.get('/api/search?q=water')).json()) as {
      query: string;
      results: { title: string; href: string; kind: string }[];
    };
    expect(water.query).toBe('water');
    expect(water.results).toHaveLength(8);
    expect(water.results.every((hit) => hit.href.startsWith('/'))).toBe(true);
  });

  test('a long unbroken query keeps the page, its field and its message within a phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/search?q=${'a'.repeat(200)}`);
    await expect(page.getByRole('heading', { level: 2, name: /Nothing matched/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const field = await page.getByRole('main').getByRole('searchbox', { name: 'Search the site' }).boundingBox();
    expect((field?.x ?? 0) + (field?.width ?? 0)).toBeLessThanOrEqual(390);
  });
});
