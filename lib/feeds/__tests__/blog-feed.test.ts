// The blog's Atom feed names the blog, holds every post newest first with its links and details, and
// stays well-formed whatever the site name.
import { blogPosts } from '@/content/blog';
import { blogFeed, type FeedSite } from '../blog-feed';

const site: FeedSite = {
  name: 'Riverbend Relief Trust',
  origin: 'https://www.example.org',
  logo: 'https://media.example.net/logo.webp',
  favicon: '/brand/favicon.svg',
};
const ATOM = 'http://www.w3.org/2005/Atom';

function parseXml(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return doc;
}

const text = (el: Element | undefined, name: string) => el?.getElementsByTagNameNS(ATOM, name)[0]?.textContent ?? null;

describe('blogFeed', () => {
  const doc = parseXml(blogFeed(blogPosts, site));
  const entries = Array.from(doc.getElementsByTagNameNS(ATOM, 'entry'));

  it('is an Atom feed naming the blog, itself and the newest post’s date', () => {
    const feed = doc.documentElement;
    expect(feed.namespaceURI).toBe(ATOM);
    expect(feed.localName).toBe('feed');
    expect(text(feed, 'title')).toBe('Riverbend Relief Trust blog');
    const links = Array.from(feed.children).filter((el) => el.localName === 'link');
    expect(links.map((l) => [l.getAttribute('rel'), l.getAttribute('href')])).toEqual([
      ['alternate', 'https://www.example.org/blog'],
      ['self', 'https://www.example.org/feed.xml'],
    ]);
    const newest = [...blogPosts]
      .map((p) => p.createdAt)
      .sort()
      .at(-1);
    expect(Array.from(feed.children).find((el) => el.localName === 'updated')?.textContent).toBe(
      `${newest}T00:00:00.000Z`,
    );
  });

  it('holds one entry per post, newest first', () => {
    expect(entries).toHaveLength(blogPosts.length);
    const dates = entries.map((e) => text(e, 'published') ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('gives every entry its title, absolute link, date, summary, author and picture', () => {
    for (const entry of entries) {
      const href = entry.getElementsByTagNameNS(ATOM, 'link')[0]?.getAttribute('href') ?? '';
      const id = Number(/^https:\/\/www\.example\.org\/blog-single\/(\d+)$/.exec(href)?.[1]);
      const post = blogPosts.find((p) => p.id === id);
      expect(post).toBeDefined();
      expect(text(entry, 'title')).toBe(post!.title);
      expect(text(entry, 'id')).toBe(href);
      expect(text(entry, 'updated')).toBe(`${post!.createdAt}T00:00:00.000Z`);
      expect(text(entry, 'summary')).toBe(post!.description);
      expect(text(entry.getElementsByTagNameNS(ATOM, 'author')[0], 'name')).toBe(post!.author);
      const enclosure = Array.from(entry.getElementsByTagNameNS(ATOM, 'link')).find(
        (l) => l.getAttribute('rel') === 'enclosure',
      );
      expect(enclosure?.getAttribute('href')).toBe(`https://www.example.org${post!.image}`);
      expect(enclosure?.getAttribute('type')).toBe('image/webp');
    }
  });

  it('stays well-formed with a hostile site name from the service', () => {
    const hostile = '</title><script>alert(1)</script> & <![CDATA[ ]]>';
    const feed = parseXml(blogFeed(blogPosts, { ...site, name: hostile })).documentElement;
    expect(text(feed, 'title')).toBe(`${hostile} blog`);
    expect(feed.getElementsByTagName('script')).toHaveLength(0);
  });
});
