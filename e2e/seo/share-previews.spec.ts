// What a link shared on social media or in a chat shows: a large picture on every page, the page's own
// where it has one, else the photo the home page opens with (never the small logo), and one that loads;
// a built-in item's picture as a JPEG of the size the page announces (LinkedIn shows no WebP), made by the
// `opengraph-image` beside its page.
import sharp from 'sharp';
import { expect, test, type APIRequestContext } from '../support/test';
import { routes } from '../../lib/routes/table';
import { causes } from '../../content/causes';
import { getBlogPostById } from '../../content/blog';
import { getEventById } from '../../content/events';
import { getProjectById } from '../../content/projects';
import { getServiceById } from '../../content/services';
import { getTeamMemberById } from '../../content/team';

/** The share picture, its description and card kind a page's HTML names. */
type Share = {
  image: string;
  twitterImage: string;
  alt: string;
  card: string;
  width: string;
  height: string;
  type: string;
};

async function shareOf(request: APIRequestContext, path: string): Promise<Share> {
  const html = await (await request.get(path)).text();
  const meta = (attribute: string, name: string) =>
    new RegExp(`<meta ${attribute}="${name}" content="([^"]+)"`).exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';
  const alt = meta('property', 'og:image:alt');
  // The card's picture is described the same way to both kinds of reader.
  expect(meta('name', 'twitter:image:alt'), path).toBe(alt);
  const size = {
    width: meta('property', 'og:image:width'),
    height: meta('property', 'og:image:height'),
    type: meta('property', 'og:image:type'),
  };
  return {
    image: meta('property', 'og:image'),
    twitterImage: meta('name', 'twitter:image'),
    alt,
    card: meta('name', 'twitter:card'),
    ...size,
  };
}

test("every page shares a large picture that loads: its own, else the home page's first slide", async ({ request }) => {
  const home = await shareOf(request, routes.home.href({}));
  // The service's picture, from its media host, as it is: the site has no file to make a JPEG of, nor its size.
  expect(home.image).toMatch(/^https?:\/\/.+\/media\/.+/);
  expect([home.width, home.height, home.type]).toEqual(['', '', '']);
  expect(home.card).toBe('summary_large_image');
  // The slide's own words, without their markup.
  expect(home.alt).toBe('When the river rises, we are already there');

  for (const path of [routes.causes.href({}), routes.donate.href({}), routes.volunteer.href({})]) {
    expect(await shareOf(request, path), path).toEqual(home);
  }
  const cause = await shareOf(request, routes.cause.href({ id: 1 }));
  expect(cause.card).toBe('summary_large_image');
  expect(cause.image).not.toBe(home.image);
  expect(cause.alt).toBe(causes[0]!.title);
  // A built-in picture (a 1600 x 700 WebP) is shared as a JPEG of its own, at Facebook's and LinkedIn's card width.
  expect(new URL(cause.image).pathname).toBe(routes.openGraphImage.href({ page: 'cause', id: 1 }));
  expect(cause.twitterImage).toBe(cause.image);
  expect([cause.width, cause.height, cause.type]).toEqual(['1200', '525', 'image/jpeg']);
  // Stripe's Back to the cause (drawn by a page a folder down) shares the same.
  expect(await shareOf(request, `${routes.cause.href({ id: 1 })}?cancelled=1`)).toEqual(cause);

  // On the journeys' site, the public origin (SITE_URL) is the site itself.
  const picture = await request.get(home.image);
  expect(picture.status(), home.image).toBe(200);
  expect(picture.headers()['content-type'], home.image).toMatch(/^image\//);
});

test("each built-in item's page shares its own picture as a JPEG of the size it announces, described by its title", async ({
  request,
}) => {
  const pages = [
    { page: 'cause', title: causes.find((cause) => cause.id === 1)!.title },
    { page: 'event', title: getEventById(1)!.title },
    { page: 'project', title: getProjectById(1)!.title },
    { page: 'teamMember', title: getTeamMemberById(1)!.name },
    { page: 'serviceDetail', title: getServiceById(1)!.title },
    { page: 'blogPost', title: getBlogPostById(1)!.title },
    { page: 'blogPostLeftSidebar', title: getBlogPostById(1)!.title },
    { page: 'blogPostFullWidth', title: getBlogPostById(1)!.title },
  ] as const;
  for (const { page, title } of pages) {
    const path = routes[page].href({ id: 1 });
    const share = await shareOf(request, path);
    expect(new URL(share.image).pathname, path).toBe(routes.openGraphImage.href({ page, id: 1 }));
    expect([share.twitterImage, share.alt, share.card, share.type], path).toEqual([
      share.image,
      title,
      'summary_large_image',
      'image/jpeg',
    ]);
    const jpeg = await request.get(share.image);
    expect([jpeg.status(), jpeg.headers()['content-type']], path).toEqual([200, 'image/jpeg']);
    const made = await sharp(await jpeg.body()).metadata();
    expect([made.format, String(made.width), String(made.height)], path).toEqual(['jpeg', share.width, share.height]);
    expect(made.width, path).toBeLessThanOrEqual(1200);
  }
});
