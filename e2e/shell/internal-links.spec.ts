// No internal link is broken on the site fed by a content service.
import { expect, test } from '../support/test';
import { events } from '../../content/events';
import { routes } from '../../lib/routes/table';
import { brokenLinks, collectLinks, crawlSources } from '../support/crawl';
import { STANDIN_ORG } from '../support/standin';

// Every internal link the home page, the footer and each list page render answers 200, on the
// site fed by the stand-in service.
test('every internal link of the home, list and search pages answers 200', async ({ page, request }) => {
  test.setTimeout(240_000);
  const foundOn = await collectLinks(page, crawlSources(STANDIN_ORG.menuIds, 'water'));
  test.info().annotations.push({ type: 'links crawled', description: String(foundOn.size) });
  expect(foundOn.size).toBeGreaterThan(100);
  expect([...foundOn.keys()]).toEqual(
    expect.arrayContaining([routes.blogFeed.href({}), routes.eventCalendar.href({ id: events[0]!.id })]),
  );
  expect(await brokenLinks(request, foundOn), 'links that do not answer 200, with the pages they are on').toEqual([]);
});
