// A site name with markup from the content service never runs in a page and reaches the structured
// data intact.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { recordDialogs } from '../support/dialogs';
import { CMS_PATHS, resetStandin, setStandinFixture } from '../support/standin';
import { jsonLdBlocks } from './json-ld';

// Runs in the `resilience` project (see playwright.config.ts): it changes the settings of the stand-in
// that project owns, and that project runs one journey at a time, so no other journey sees the name.
const HOSTILE = '</script><script>alert(1)</script>';
const ENCODED = '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;';

type SettingsAnswer = { general_settings: Record<string, unknown>[] };
const fixture = JSON.parse(
  readFileSync(path.join(__dirname, '..', 'fixtures', 'cms', 'general_settings.json'), 'utf8'),
) as SettingsAnswer;

test.afterEach(async () => {
  await resetStandin();
});

const cases = [
  // As markup, the sanitiser drops the script and the name falls back to SITE_NAME's default.
  { siteName: HOSTILE, shown: 'Hope Harbor Foundation' },
  // Entity-encoded, it is text: the literal `</script><script>…` reaches the JSON-LD and must stay data there.
  { siteName: ENCODED, shown: HOSTILE },
];

for (const { siteName, shown } of cases) {
  test(`the site name ${siteName} runs nothing and the JSON-LD holds ${shown}`, async ({ page }) => {
    const dialogs = recordDialogs(page);
    await setStandinFixture(CMS_PATHS.settings, {
      ...fixture,
      general_settings: [{ ...fixture.general_settings[0], site_name: siteName }],
    });

    // The site serves the new settings once its 1-second cache has turned over.
    await expect(async () => {
      await page.goto('/event-single/1');
      const ngo = (await jsonLdBlocks(page)).find((block) => block['@type'] === 'NGO');
      expect(ngo?.name).toBe(shown);
    }).toPass({ timeout: 20_000 });

    const blocks = await jsonLdBlocks(page);
    expect(blocks.map((block) => block['@type']).sort()).toEqual(['BreadcrumbList', 'Event', 'NGO']);
    expect(blocks.find((block) => block['@type'] === 'Event')).toMatchObject({ organizer: { name: shown } });
    await expect(page.locator('footer')).toContainText(shown);
    const scripts = await page.locator('script').evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
    // An injected element would be a script of its own whose whole text is the payload.
    expect(scripts.filter((text) => text.trim() === 'alert(1)')).toEqual([]);
    expect(dialogs).toEqual([]);

    // The feed is named after the site too, and stays well-formed XML (the route handler's copy of the
    // settings may lag the pages' by one background refresh: ask until it has turned over as well).
    await expect(async () => {
      const xml = await (await page.request.get('/feed.xml')).text();
      const feedTitle = await page.evaluate((source) => {
        const doc = new DOMParser().parseFromString(source, 'application/xml');
        return doc.getElementsByTagName('parsererror').length > 0
          ? null
          : doc.documentElement.querySelector(':scope > title')?.textContent;
      }, xml);
      expect(feedTitle).toBe(`${shown} blog`);
    }).toPass({ timeout: 20_000 });
  });
}
