// Journeys through the blog: the three list layouts with their pages, filters and sidebar, and the
// posts with their comments and video dialog.
import { expect, test, type Locator, type Page } from '../support/test';

const LISTS = [
  { path: '/blog', title: 'Blog', postPath: '/blog-single', sidebar: 'right' },
  { path: '/blog-left-sidebar', title: 'Blog (left sidebar)', postPath: '/blog-single-left-sidebar', sidebar: 'left' },
  { path: '/blog-fullwidth', title: 'Blog (full width)', postPath: '/blog-single-fullwidth', sidebar: 'none' },
] as const;

const posts = (page: Page) => page.getByRole('list', { name: 'Posts' }).getByRole('article');
const pages = (page: Page) => page.getByRole('navigation', { name: 'Blog pages' });

/** Which side of the posts the sidebar sits on at desktop width. */
async function sidebarSide(page: Page, content: Locator) {
  const aside = page.getByRole('complementary', { name: 'Blog' });
  if ((await aside.count()) === 0) return 'none';
  const [asideBox, contentBox] = await Promise.all([aside.boundingBox(), content.boundingBox()]);
  return (asideBox?.x ?? 0) > (contentBox?.x ?? 0) ? 'right' : 'left';
}

test.describe('blog lists', () => {
  for (const list of LISTS) {
    test(`${list.path}: 4 posts, page links and the ${list.sidebar} sidebar`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(list.path);
      await expect(page).toHaveTitle(new RegExp(`^${list.title.replace(/[()]/g, '\\$&')} \\|`));
      await expect(posts(page)).toHaveCount(4);
      // Newest first: the annual review of 15 November leads the list.
      await expect(
        posts(page).first().getByRole('link', { name: 'A Year of Hope: Our Annual Review', exact: true }),
      ).toHaveAttribute('href', `${list.postPath}/15`);
      expect(await sidebarSide(page, page.getByRole('list', { name: 'Posts' }))).toBe(list.sidebar);

      const nav = pages(page);
      await expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', `${list.path}?page=2`);
      await expect(nav.getByRole('link', { name: 'Page 4' })).toHaveAttribute('href', `${list.path}?page=4`);
      await expect(nav.getByRole('link', { name: /Previous/ })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: /Next/ })).toHaveAttribute('href', `${list.path}?page=2`);
    });
  }

  test("/blog-fullwidth: the posts fill the container, as wide as the sidebar layout's posts and sidebar together", async ({
    page,
  }) => {
    // Not held to a reading width: the full-width list is as wide as the other layouts' posts and sidebar.
    await page.setViewportSize({ width: 1366, height: 900 });
    const width = async (path: string) => {
      await page.goto(path);
      return page.evaluate(() => ({
        posts: Math.round(document.querySelector('ul[aria-label="Posts"]')?.getBoundingClientRect().width ?? 0),
        aside: Math.round(document.querySelector('aside[aria-label="Blog"]')?.getBoundingClientRect().width ?? 0),
      }));
    };
    const full = await width('/blog-fullwidth');
    const withSidebar = await width('/blog');
    expect(full.aside).toBe(0);
    // The sidebar layout's two columns and the 48 px between them.
    expect(full.posts).toBe(withSidebar.posts + 48 + withSidebar.aside);
  });

  test('page 2 shows the next four posts, older, and links back', async ({ page }) => {
    await page.goto('/blog');
    await pages(page).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(page).toHaveTitle(/^Blog, page 2 \|/);
    expect(
      await posts(page)
        .getByRole('heading')
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual(['/blog-single/11', '/blog-single/10', '/blog-single/9', '/blog-single/8']);
    const nav = pages(page);
    await expect(nav.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current', /.*/);
    await expect(nav.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/blog');
    await expect(nav.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/blog?page=3');
  });

  test('the last page has the remaining 3 posts and no next link', async ({ page }) => {
    await page.goto('/blog-left-sidebar?page=4');
    await expect(posts(page)).toHaveCount(3);
    await expect(pages(page).getByRole('link', { name: /Next/ })).toHaveCount(0);
  });

  for (const bad of ['0', '5', 'abc', '1.5', '-1']) {
    test(`?page=${bad} is a 404`, async ({ page }) => {
      const response = await page.goto(`/blog?page=${bad}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Oops! Page Not Found!' })).toBeVisible();
    });
  }

  test('the sidebar has search, 6 categories, recent posts and tags; a category filters the list', async ({ page }) => {
    await page.goto('/blog');
    const sidebar = page.getByRole('complementary', { name: 'Blog' });
    await expect(sidebar.getByRole('search')).toHaveCount(1);
    const categories = sidebar.getByRole('region', { name: 'Categories' }).getByRole('link');
    await expect(categories).toHaveCount(6);
    await expect(sidebar.getByRole('region', { name: 'Recent posts' }).getByRole('link')).toHaveCount(3);
    expect(await sidebar.getByRole('region', { name: 'Tags' }).getByRole('link').count()).toBeGreaterThan(0);

    await categories.filter({ hasText: 'Health' }).click();
    await expect(page).toHaveURL(/\/blog\?category=Health$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog: Health' })).toBeVisible();
    await expect(posts(page)).toHaveCount(2);
    const unknown = await page.goto('/blog?category=Nothing');
    expect(unknown?.status()).toBe(404);
  });
});

test.describe('blog posts', () => {
  for (const list of LISTS) {
    test(`${list.postPath}: the post, author box, comments, comment form and sidebar`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${list.postPath}/1`);
      // With the site's name it would run past what a search result shows (60 characters): the post's title alone.
      await expect(page).toHaveTitle('How a Single Well Changed Life in Lakeside');
      await expect(
        page.getByRole('heading', { level: 1, name: 'How a Single Well Changed Life in Lakeside' }),
      ).toBeVisible();
      const article = page.getByRole('article', { name: 'How a Single Well Changed Life in Lakeside' });
      await expect(article).toContainText('Before the well, Mariam and her younger sister');
      await expect(page.getByRole('region', { name: 'Jonah Mensah' })).toContainText('Team Leader');
      await expect(page.getByRole('region', { name: 'Comments' }).getByRole('article')).toHaveCount(3);
      await expect(page.getByRole('main').locator('form:not([role=search])')).toHaveCount(1);
      await expect(page.getByRole('button', { name: /^Play video/ })).toHaveCount(0);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog-single\/1$/);
      expect(await sidebarSide(page, article)).toBe(list.sidebar);
    });
  }

  test('a video post opens its video in a dialog that closes with Escape and the close button', async ({ page }) => {
    await page.goto('/blog-single/3');
    const opener = page.getByRole('button', { name: 'Play video: Watch: A Day with Our Mobile Clinic' });
    const dialog = page.getByRole('dialog', { name: 'Watch: A Day with Our Mobile Clinic' });
    await expect(dialog).toBeHidden();
    await expect(page.locator('iframe[title^="Video:"]')).toHaveCount(0);

    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('iframe[title^="Video:"]')).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close video' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('Back closes the video and stays on the post; once it is closed, Back leaves the post as before', async ({
    page,
  }) => {
    await page.goto('/blog');
    await page.goto('/blog-single/3');
    const historyPlace = () => page.evaluate(() => window.navigation.currentEntry?.index);
    const postPlace = await historyPlace();
    const dialog = page.getByRole('dialog', { name: 'Watch: A Day with Our Mobile Clinic' });
    await page.getByRole('button', { name: 'Play video: Watch: A Day with Our Mobile Clinic' }).click();
    await expect(dialog).toBeVisible();

    await page.evaluate(() => window.history.back());
    await expect(dialog).toBeHidden();
    await expect(page.locator('iframe[title^="Video:"]')).toHaveCount(0);
    await expect(page).toHaveURL(/\/blog-single\/3$/);

    await page.getByRole('button', { name: 'Play video: Watch: A Day with Our Mobile Clinic' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close video' }).click();
    await expect(dialog).toBeHidden();
    // The step the video added to the history is gone again.
    await expect.poll(historyPlace).toBe(postPlace);
    // A Back that leaves the document: the browser's own (an evaluate calling it can lose its answer with the page).
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('the video dialog keeps focus inside while open', async ({ page }) => {
    await page.goto('/blog-single-fullwidth/7');
    await page.getByRole('button', { name: /^Play video/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // A modal <dialog> makes the rest of the page inert: Tab cycles through the dialog and, past its end,
    // the browser's own controls (the page's activeElement is then body), never to a link behind it.
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(
        await dialog.evaluate(
          (node) => node.contains(document.activeElement) || document.activeElement === document.body,
        ),
      ).toBe(true);
    }
  });
});
