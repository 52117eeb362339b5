// Search engines get structured data for the organisation, its events and its blog posts, under their
// canonical addresses.
import { PORTS } from '../support/ports.mjs';
import { expect, test } from '../support/test';
import { STANDIN_ORG } from '../support/standin';
import { jsonLdBlocks } from './json-ld';

// The journeys' site sets SITE_URL to its own address, which comes before the service's site_address.
const ORIGIN = `http://127.0.0.1:${PORTS.site}`;

test.describe('structured data', () => {
  test('the home page describes the organisation as an NGO with a way to donate', async ({ page }) => {
    await page.goto('/');
    const blocks = await jsonLdBlocks(page);
    expect(blocks.map((block) => block['@type']).sort()).toEqual(['NGO', 'WebSite']);
    expect(blocks.find((block) => block['@type'] === 'NGO')).toMatchObject({
      '@context': 'https://schema.org',
      name: STANDIN_ORG.siteName,
      url: `${ORIGIN}/`,
      sameAs: expect.arrayContaining(['https://www.facebook.com/riverbendrelief']),
      address: 'The Old Mill, Severn Side, Shrewsbury SY3 8XP, United Kingdom',
      contactPoint: { '@type': 'ContactPoint', email: 'contact@riverbendrelief.org', telephone: '+44 1632 960 210' },
      potentialAction: { '@type': 'DonateAction', target: `${ORIGIN}/donate` },
    });
  });

  test('the home page names the website, its publisher, and a search that answers', async ({ page }) => {
    await page.goto('/');
    const website = (await jsonLdBlocks(page)).find((block) => block['@type'] === 'WebSite');
    expect(website).toMatchObject({
      '@id': `${ORIGIN}/#website`,
      name: STANDIN_ORG.siteName,
      url: `${ORIGIN}/`,
      publisher: { '@id': `${ORIGIN}/#organization` },
      potentialAction: { '@type': 'SearchAction', 'query-input': 'required name=search_term_string' },
    });
    const template = (website?.potentialAction as { target: { urlTemplate: string } }).target.urlTemplate;
    expect(template).toBe(`${ORIGIN}/search?q={search_term_string}`);
    // The address a search engine would build leads to this site's results for those words.
    await page.goto(template.replace('{search_term_string}', encodeURIComponent('clean water')));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /water/i }).first()).toBeVisible();
  });

  test('an event page describes the event and the organisation', async ({ page }) => {
    await page.goto('/event-single/1');
    const blocks = await jsonLdBlocks(page);
    expect(blocks.map((block) => block['@type']).sort()).toEqual(['BreadcrumbList', 'Event', 'NGO']);
    expect(blocks.find((block) => block['@type'] === 'Event')).toMatchObject({
      name: 'Spring Charity Fun Run',
      startDate: '2026-03-14T08:00:00+00:00',
      endDate: '2026-03-14T12:00:00+00:00',
      location: {
        '@type': 'Place',
        name: 'Harbour Front Park, Main Gate',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Hannover Quay',
          addressLocality: 'Bristol',
          postalCode: 'BS1 5JE',
          addressCountry: 'GB',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 51.4497, longitude: -2.6047 },
      },
      image: `${ORIGIN}/images/events/event-1.webp`,
      organizer: { '@type': 'NGO', name: STANDIN_ORG.siteName },
    });
  });

  test('a blog post describes the post, on each of its layouts, under its canonical address', async ({ page }) => {
    for (const path of ['/blog-single/1', '/blog-single-fullwidth/1']) {
      await page.goto(path);
      const blocks = await jsonLdBlocks(page);
      expect(blocks.map((block) => block['@type']).sort()).toEqual(['BlogPosting', 'BreadcrumbList', 'NGO']);
      expect(blocks.find((block) => block['@type'] === 'BlogPosting')).toMatchObject({
        headline: 'How a Single Well Changed Life in Lakeside',
        datePublished: '2026-01-18T00:00:00.000Z',
        author: { '@type': 'Person', name: 'Jonah Mensah' },
        mainEntityOfPage: { '@id': `${ORIGIN}/blog-single/1` },
      });
    }
  });

  test('a video post describes its video: the picture its play button is on and the player it opens', async ({
    page,
    request,
  }) => {
    await page.goto('/blog-single/3');
    const posting = (await jsonLdBlocks(page)).find((block) => block['@type'] === 'BlogPosting');
    expect(posting?.video).toMatchObject({
      '@type': 'VideoObject',
      name: 'Watch: A Day with Our Mobile Clinic',
      thumbnailUrl: `${ORIGIN}/images/blog/post-3-detail.webp`,
      uploadDate: '2026-02-20T00:00:00.000Z',
    });
    const video = posting?.video as { thumbnailUrl: string; embedUrl: string };
    const thumbnail = await request.get(video.thumbnailUrl);
    expect(thumbnail.status()).toBe(200);
    expect(thumbnail.headers()['content-type']).toMatch(/^image\//);
    await page.getByRole('button', { name: /^Play video/ }).click();
    await expect(page.getByRole('dialog').locator('iframe')).toHaveAttribute('src', video.embedUrl);
  });

  test('a post without a video names none', async ({ page }) => {
    await page.goto('/blog-single/1');
    const posting = (await jsonLdBlocks(page)).find((block) => block['@type'] === 'BlogPosting');
    expect(posting).toBeDefined();
    expect(posting).not.toHaveProperty('video');
  });
});
