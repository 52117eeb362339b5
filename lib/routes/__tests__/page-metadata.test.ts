// What a shared link shows: the page's own picture as a large card, else the logo as a small one;
// a blog post as a dated article.
import { pageMetadata } from '../page-metadata';

jest.mock('@/lib/cms', () => ({
  getSettings: async () => ({ siteName: 'Riverbend Relief Trust', logo: '/media/logo.webp', favicon: '/media/favicon.png' }),
}));

const facts = { title: 'Clean water', description: 'Wells for villages.', path: '/cause-single/1' };

describe('pageMetadata', () => {
  it('shows a page with its own picture as a large card, with the canonical address', async () => {
    const metadata = await pageMetadata({ ...facts, image: '/images/causes/cause-1.webp' });
    expect(metadata.alternates?.canonical).toBe('/cause-single/1');
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: ['/images/causes/cause-1.webp'] });
    expect(metadata.openGraph).toMatchObject({ type: 'website', url: '/cause-single/1', images: [{ url: '/images/causes/cause-1.webp' }] });
  });

  it('shows the logo standing in for a picture as a small card (a large one needs about 2:1)', async () => {
    const metadata = await pageMetadata(facts);
    expect(metadata.openGraph).toMatchObject({ type: 'website' });
    expect(metadata.twitter).toMatchObject({ card: 'summary', images: ['/media/logo.webp'] });
    expect(metadata.openGraph).toMatchObject({ images: [{ url: '/media/logo.webp' }] });
  });

  it('shares a blog post as an article with its date', async () => {
    const metadata = await pageMetadata({ ...facts, publishedTime: '2026-01-18' });
    expect(metadata.openGraph).toMatchObject({ type: 'article', publishedTime: '2026-01-18' });
  });
});
