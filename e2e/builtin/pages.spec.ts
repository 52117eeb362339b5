// Every built-in page has a title and description of its own, and none scrolls sideways on a phone.
import { expect, test } from '../support/test';

const PAGES = [
  '/cause',
  '/cause-single/1',
  '/donate',
  '/volunteer',
  '/team-single/1',
  '/event',
  '/event-s2',
  '/event-single/1',
  '/project',
  '/project-single/1',
  '/testimonial',
  '/blog',
  '/blog?page=2',
  '/blog-left-sidebar',
  '/blog-fullwidth',
  '/blog-single/3',
  '/blog-single/4',
];

test('every page has its own title and a description', async ({ page }) => {
  // Seventeen visits, most of them a first render of the page: the default 30 s is too tight on a busy machine.
  test.setTimeout(90_000);
  const titles = new Map<string, string>();
  for (const path of PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const title = await page.title();
    expect(titles.get(title), `${path} repeats the title of ${titles.get(title)}`).toBeUndefined();
    titles.set(title, path);
    await expect(page.locator('meta[name="description"]'), path).toHaveAttribute('content', /.{20,}/);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
  }
});

test('the volunteer page holds the volunteer form', async ({ page }) => {
  await page.goto('/volunteer');
  await expect(page.getByRole('heading', { level: 1, name: 'Become a Volunteer' })).toBeVisible();
  await expect(page.getByRole('main').locator('form')).toHaveCount(1);
});

for (const width of [360, 1920]) {
  test(`no page scrolls sideways at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    for (const path of PAGES) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
}
