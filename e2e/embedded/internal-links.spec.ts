// No internal link is broken on the site that runs on the embedded sample.
import { expect, test } from '../support/test';
import { events } from '../../content/events';
import { routes } from '../../lib/routes/table';
import { SAMPLE_MENU_IDS } from '../../content/cms-sample/menus';
import { brokenLinks, collectLinks, crawlSources } from '../support/crawl';

// The same crawl on the embedded sample (no content service configured).
test('every internal link of the home, list and search pages answers 200 on the embedded sample', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const foundOn = await collectLinks(page, crawlSources(SAMPLE_MENU_IDS, 'water'));
  test.info().annotations.push({ type: 'links crawled', description: String(foundOn.size) });
  expect(foundOn.size).toBeGreaterThan(100);
  expect([...foundOn.keys()]).toContain(routes.eventCalendar.href({ id: events[0]!.id }));
  expect(await brokenLinks(request, foundOn), 'links that do not answer 200, with the pages they are on').toEqual([]);
});
