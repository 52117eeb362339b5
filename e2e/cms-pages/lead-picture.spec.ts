// An inner page's first picture under its intro is what a visitor sees first (on a phone it is often the
// largest thing on screen): it must be asked for as the HTML arrives, at high priority, and be the only one.
import { expect, test } from '../support/test';
import { routes } from '../../lib/routes/table';
import { STANDIN_ORG } from '../support/standin';

const ids = STANDIN_ORG.menuIds;

const PAGES = [
  { path: routes.mission.href({ id: ids.Mission }), lead: 'Mission', later: 'Vision' },
  // The About picture leads; the services grid below it, whose first card leads where nothing is above it, waits.
  { path: routes.about.href({ id: ids.About }), lead: 'About', later: 'Our Services' },
  { path: routes.service.href({ id: ids.Service }), lead: 'Our Services' },
  { path: routes.gallery.href({ id: ids.Gallery }), lead: 'Gallery' },
  { path: routes.document.href({ id: ids.Document }), lead: 'OUR DOCUMENT' },
  { path: routes.profile.href({ id: ids.Profile }), lead: 'Profile' },
  { path: routes.message.href({ id: ids.Message }), lead: 'Messages from directors' },
];

test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

for (const { path, lead, later } of PAGES) {
  test(`${path}: the first picture under the intro is eager and fetched at high priority, and no other one is`, async ({
    page,
  }) => {
    expect((await page.goto(path))?.status()).toBe(200);
    const first = page.getByRole('region', { name: lead, exact: true }).locator('img').first();
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).not.toHaveAttribute('loading', 'lazy');
    // One picture leads: the page's others (and the header's logo) do not compete with it.
    await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
    if (later) {
      const next = page.getByRole('region', { name: later, exact: true }).locator('img').first();
      await expect(next).toHaveAttribute('loading', 'lazy');
      await expect(next).not.toHaveAttribute('fetchpriority');
    }
  });
}
