// Journeys through the events: both list layouts, an event page's tabs and its sidebar.
import { expect, test } from '../support/test';

test.describe('events', () => {
  test('/event shows the first 3 events as cards', async ({ page }) => {
    await page.goto('/event');
    await expect(page).toHaveTitle(/^Events \|/);
    const cards = page.getByRole('list', { name: 'Events' }).getByRole('article');
    await expect(cards).toHaveCount(3);
    await expect(cards.getByRole('heading')).toHaveText([
      'Spring Charity Fun Run',
      'Community Tree Planting Day',
      'Free Family Health Fair',
    ]);
    await expect(cards.first().getByRole('link', { name: 'Spring Charity Fun Run' })).toHaveAttribute(
      'href',
      '/event-single/1',
    );
    await expect(cards.first()).toContainText('March 14, 2026');
  });

  test('/event-s2 shows events 4 to 6, each with Learn More', async ({ page }) => {
    await page.goto('/event-s2');
    await expect(page).toHaveTitle(/^More Events \|/);
    const cards = page.getByRole('list', { name: 'Events' }).getByRole('article');
    await expect(cards).toHaveCount(3);
    await expect(cards.getByRole('heading')).toHaveText([
      'Volunteer Welcome Evening',
      'Back-to-School Supplies Drive',
      'Harvest Community Kitchen',
    ]);
    const learnMore = page.getByRole('link', { name: /^Learn More/ });
    await expect(learnMore).toHaveCount(3);
    expect(await learnMore.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/event-single/4',
      '/event-single/5',
      '/event-single/6',
    ]);
  });

  test("both event layouts show two lines of each event's text, on a phone too", async ({ page }) => {
    // The row layout of /event-s2 is clamped too: unclamped, its text runs longer on a phone than /event's.
    for (const [width, height] of [
      [1366, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const path of ['/event', '/event-s2']) {
        await page.goto(path);
        const lines = await page
          .getByRole('list', { name: 'Events' })
          .getByRole('article')
          .locator('p')
          .evaluateAll((texts) =>
            texts.map((text) =>
              Math.round(text.getBoundingClientRect().height / parseFloat(getComputedStyle(text).lineHeight)),
            ),
          );
        expect(lines, `${path} at ${width} px`).toEqual([2, 2, 2]);
      }
    }
  });

  test('an event page has Event Schedule, Map Location and Contact Us tabs', async ({ page }) => {
    await page.goto('/event-single/3');
    await expect(page).toHaveTitle(/^Free Family Health Fair \|/);
    await expect(page.getByRole('heading', { level: 1, name: 'Free Family Health Fair' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Our mobile clinic team offers free check-ups');

    const tabs = page.getByRole('tablist', { name: 'Event details' }).getByRole('tab');
    await expect(tabs).toHaveText(['Event Schedule', 'Map Location', 'Contact Us']);
    await expect(page.getByRole('tabpanel', { name: 'Event Schedule' })).toContainText('Eastside Community Centre');
    // Where to go, not only the venue's name.
    await expect(page.getByRole('tabpanel', { name: 'Event Schedule' })).toContainText(
      'Stapleton Road, Bristol BS5 0QF',
    );

    await tabs.nth(1).click();
    const map = page.getByRole('tabpanel', { name: 'Map Location' }).locator('iframe');
    await expect(map).toHaveAttribute('title', 'Map of Eastside Community Centre');
    await expect(map).toHaveAttribute('loading', 'lazy');
    await expect(map).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
    // The marker is this event's venue (each event has its own), not one shared point.
    await expect(map).toHaveAttribute('src', /marker=51\.465,-2\.57$/);
    await expect(page.getByRole('tabpanel', { name: 'Map Location' })).toContainText(
      'Eastside Community Centre, Stapleton Road, Bristol BS5 0QF.',
    );

    await tabs.nth(2).click();
    await expect(page.getByRole('tabpanel', { name: 'Contact Us' }).locator('form')).toHaveCount(1);
    await expect(page.getByRole('tabpanel', { name: 'Map Location' })).toBeHidden();
  });

  test('the event sidebar: search, 3 related posts, 6 projects, tags to the first cause, contact link', async ({
    page,
  }) => {
    await page.goto('/event-single/1');
    const sidebar = page.getByRole('complementary', { name: 'More from us' });
    await expect(sidebar.getByRole('search')).toHaveCount(1);
    await expect(sidebar.getByRole('region', { name: 'Related posts' }).getByRole('link')).toHaveCount(3);
    const projects = sidebar.getByRole('region', { name: 'Projects' }).getByRole('link');
    await expect(projects).toHaveCount(6);
    await expect(projects.first()).toHaveAttribute('href', '/project-single/1');
    const tags = sidebar.getByRole('region', { name: 'Tags' }).getByRole('link');
    expect(await tags.count()).toBeGreaterThan(0);
    expect(new Set(await tags.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))).toEqual(
      new Set(['/cause-single/1']),
    );
    await expect(sidebar.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', /^\/contact/);
  });
});
