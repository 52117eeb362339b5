// What a shared link shows: the page's own picture (else the home page's first slide) as a large card, else
// the logo as a small one; a blog post as a dated article.
import type { MenuPage } from '@/lib/cms/types';
import { sanitizeRichText, type SafeHtml } from '@/lib/sanitize';
import { blogPostMetadata } from '@/components/blog/BlogPostView';
import { blogPosts } from '@/content/blog';
import { menuPageMetadata, pageMetadata } from '../page-metadata';

/** The home page's slides as the service has them (a test empties them). */
let slides: { image: string | null; titleHtml: SafeHtml }[] = [];

// The post's view holds its comment form, whose server action a metadata test never calls.
jest.mock('@/lib/forms/actions', () => ({}));
jest.mock('@/lib/cms', () => ({
  getSettings: async () => ({
    siteName: 'Riverbend Relief Trust',
    logo: '/media/logo.webp',
    favicon: '/media/favicon.png',
  }),
  getSlides: async () => slides,
}));

beforeEach(() => {
  slides = [
    { image: null, titleHtml: sanitizeRichText('<p>No picture</p>') },
    {
      image: '/media/slides/river.webp',
      titleHtml: sanitizeRichText('<p>Together we can <strong>change a life</strong></p>'),
    },
    { image: '/media/slides/boats.webp', titleHtml: sanitizeRichText('<p>Boats</p>') },
  ];
});

const facts = { title: 'Clean water', description: 'Wells for villages.', path: '/cause-single/1' };

describe('pageMetadata', () => {
  it("shows a page with the service's picture as a large card, named as the service has it", async () => {
    const metadata = await pageMetadata({ ...facts, image: 'https://media.example/media/wells.webp' });
    expect(metadata.alternates?.canonical).toBe('/cause-single/1');
    const card = { url: 'https://media.example/media/wells.webp', alt: 'Clean water' };
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [card] });
    expect(metadata.openGraph).toMatchObject({ type: 'website', url: '/cause-single/1', images: [card] });
  });

  it('names no picture for a page that shares the opengraph-image beside it, which Next names, as a large card', async () => {
    const metadata = await pageMetadata({ ...facts, sharesOpenGraphImage: true });
    // A picture named here would override the one beside the page (in Twitter's card too, which takes Open Graph's).
    expect(metadata.openGraph).not.toHaveProperty('images');
    expect(metadata.twitter).not.toHaveProperty('images');
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', title: 'Clean water' });
    expect(metadata.openGraph).toMatchObject({ type: 'website', url: '/cause-single/1', title: 'Clean water' });
  });

  it("shares the home page's first slide picture, as a large card, for a page with no picture of its own", async () => {
    const metadata = await pageMetadata(facts);
    // Described by the slide's own words, without their markup.
    const card = { url: '/media/slides/river.webp', alt: 'Together we can change a life' };
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [card] });
    // The service's picture is named as it is, with no size the site cannot know.
    expect(metadata.openGraph?.images).toEqual([card]);
  });

  it('shows the logo standing in for a picture as a small card when there is no slide picture either (a large one needs about 2:1)', async () => {
    slides = [{ image: null, titleHtml: sanitizeRichText('<p>No picture</p>') }];
    const metadata = await pageMetadata(facts);
    expect(metadata.openGraph).toMatchObject({ type: 'website' });
    const card = { url: '/media/logo.webp', alt: 'Riverbend Relief Trust logo' };
    expect(metadata.twitter).toMatchObject({ card: 'summary', images: [card] });
    expect(metadata.openGraph).toMatchObject({ images: [card] });
  });

  it('titles a page "{page} | {site}", or the page alone where the two would not fit a search result', async () => {
    expect((await pageMetadata(facts)).title).toEqual({ absolute: 'Clean water | Riverbend Relief Trust' });
    const long = 'How a Single Well Changed Life in Lakeside';
    expect((await pageMetadata({ ...facts, title: long })).title).toEqual({ absolute: long });
    expect((await pageMetadata({ ...facts, title: 'Home words', absoluteTitle: true })).title).toEqual({
      absolute: 'Home words',
    });
  });

  it('cuts a long description to what a search result shows, at a word, everywhere it is used', async () => {
    const long =
      'Clean water for every village on the river: we dig wells, train local mechanics to keep the pumps running and test the water each season so that families can trust it for years.';
    const metadata = await pageMetadata({ ...facts, description: long });
    expect(long.length).toBeGreaterThan(160);
    expect(metadata.description).toBe(
      'Clean water for every village on the river: we dig wells, train local mechanics to keep the pumps running and test the water each season so that families can…',
    );
    expect(metadata.openGraph?.description).toBe(metadata.description);
    expect(metadata.twitter?.description).toBe(metadata.description);
    expect((await pageMetadata(facts)).description).toBe('Wells for villages.');
  });

  it('shares a blog post as an article dated with an instant and its zone, as its feed and JSON-LD date it', async () => {
    const post = { ...blogPosts[0]!, createdAt: '2026-01-18' };
    const metadata = await blogPostMetadata(post);
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      url: `/blog-single/${post.id}`,
      publishedTime: '2026-01-18T00:00:00.000Z',
    });
  });
});

describe('menuPageMetadata', () => {
  const page = (menuKnown: boolean): MenuPage => ({
    menu: { id: 122, name: 'Shop', href: '/shop/122', children: [] },
    menuKnown,
    sections: [{ key: 'About', html: sanitizeRichText('<p>Open on Saturdays.</p>'), images: [] }],
  });

  it('gives a menu page its address as the canonical one, open to search engines', async () => {
    const metadata = await menuPageMetadata(page(true));
    expect(metadata.alternates?.canonical).toBe('/shop/122');
    expect(metadata.robots).toBeUndefined();
  });

  it('keeps a menu shown by its id alone out of search engines, naming no address', async () => {
    const metadata = await menuPageMetadata(page(false));
    expect(metadata.alternates?.canonical).toBeUndefined();
    expect(metadata.openGraph).not.toHaveProperty('url');
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });
});
