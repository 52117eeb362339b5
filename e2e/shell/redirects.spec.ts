// Guards the addresses people type that are not a page's own: `/about` without an id (spec: the id
// is found by the menu's name, here for every fixed menu page) and capitals (`/Donate`). Each leads to the one address
// of the page;
// a trailing slash goes in the same single step; nothing else is redirected, and a 404 stays a 404.
import { expect, test } from '../support/test';
import { fixtureMenus } from '../cms-pages/fixtures';

const menuId = (name: string) => {
  const menu = fixtureMenus().find((item) => item.name === name);
  if (!menu) throw new Error(`the stand-in's fixtures have no menu named ${name}`);
  return menu.id;
};

test('/about, /service and /gallery lead to the pages of the menus of those names, for now', async ({
  request,
  page,
}) => {
  for (const [typed, name] of [
    ['/about', 'About'],
    ['/service', 'Service'],
    ['/gallery', 'Gallery'],
  ] as const) {
    const answer = await request.get(typed, { maxRedirects: 0 });
    expect(answer.status(), typed).toBe(307);
    expect(new URL(answer.headers().location!, 'http://x').pathname).toBe(`/${typed.slice(1)}/${menuId(name)}`);
  }
  const shown = await page.goto('/about');
  expect(shown?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe(`/about/${menuId('About')}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an address typed with capitals leads for good to its lower-case page, keeping the query', async ({ request }) => {
  for (const [typed, meant] of [
    ['/Donate', '/donate'],
    ['/CAUSE-SINGLE/1', '/cause-single/1'],
    ['/Blog?category=Health', '/blog?category=Health'],
  ]) {
    const answer = await request.get(typed!, { maxRedirects: 0 });
    expect(answer.status(), typed).toBe(308);
    const location = new URL(answer.headers().location!, 'http://x');
    expect(location.pathname + location.search).toBe(meant);
  }
});

test('capitals on an address that is no page still get the 404 page', async ({ request }) => {
  for (const typed of ['/Cause-Single/999', '/No-Such-Page', '/Menu']) {
    const answer = await request.get(typed, { maxRedirects: 0 });
    expect(answer.status(), typed).toBe(404);
    expect(await answer.text()).toContain('Oops! Page Not Found!');
  }
});

test('a trailing slash leads where the address without it leads, in one step; a 404 stays a 404', async ({
  request,
}) => {
  const cases = [
    ['/donate/', '/donate', 308],
    ['/blog/?category=Health', '/blog?category=Health', 308],
    [`/About/${menuId('About')}/`, `/about/${menuId('About')}`, 308],
    ['/about/', `/about/${menuId('About')}`, 307],
  ] as const;
  for (const [typed, meant, status] of cases) {
    const answer = await request.get(typed, { maxRedirects: 0 });
    expect(answer.status(), typed).toBe(status);
    const location = new URL(answer.headers().location!, 'http://x');
    expect(location.pathname + location.search, typed).toBe(meant);
    // Where it leads is the page itself, not another redirect.
    expect((await request.get(meant, { maxRedirects: 0 })).status(), meant).toBe(200);
  }
  const missing = await request.get('/cause-single/999/', { maxRedirects: 0 });
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Oops! Page Not Found!');
});
