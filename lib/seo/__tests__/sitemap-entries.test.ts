// The sitemap's list of addresses: every menu at its one address, companies, lists and details, no account screens.
import { menusListingCompanies, sitemapEntries } from '../sitemap-entries';
import { robotsRules } from '../robots';
import type { MenuItem } from '@/lib/cms/types';
import { routes } from '@/lib/routes/table';
import { filterBlogPosts } from '@/content/blog';

const ORIGIN = 'https://www.example.org';
const menu = (id: number, name: string, children: MenuItem[] = []): MenuItem => ({
  id,
  name,
  href: routes.menu.hrefOf({ id, name }),
  children,
});
const TREE = [
  menu(1, 'Home'),
  menu(2, 'About', [menu(3, 'Our Vision'), menu(4, 'Cause-Single')]),
  menu(5, 'Contact'),
  menu(6, 'Company'),
];

describe('sitemapEntries', () => {
  const urls = sitemapEntries(TREE, [{ menuId: 1, names: ['Pantry & Co'] }], ORIGIN).map((entry) => entry.url);

  it('lists every menu of the tree, children and any name included, at its canonical address', () => {
    expect(urls).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/about/2`,
        `${ORIGIN}/our%20vision/3`,
        `${ORIGIN}/menu/4`,
        `${ORIGIN}/contact`,
        `${ORIGIN}/company/6`,
      ]),
    );
    expect(urls).not.toContain(`${ORIGIN}/contact/5`);
  });

  it('lists companies, list pages and details, once each, and no account screen or search', () => {
    expect(urls).toEqual(expect.arrayContaining([`${ORIGIN}/company/1`, `${ORIGIN}/company/1/Pantry%20%26%20Co`]));
    expect(urls).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/cause`,
        `${ORIGIN}/blog?page=2`,
        `${ORIGIN}/blog-single/1`,
        `${ORIGIN}/team-single/1`,
      ]),
    );
    expect(urls.filter((url) => /\/(login|register|forgot-password|search)$|blog-single-fullwidth/.test(url))).toEqual(
      [],
    );
    // The other layouts' lists point to these as their canonical addresses.
    expect(urls.filter((url) => /blog-left-sidebar|blog-fullwidth/.test(url))).toEqual([]);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('lists every page of the blog by each category and tag, the lists every post links to', () => {
    expect(urls).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/blog?category=Charity`,
        `${ORIGIN}/blog?tag=Clean+Water`,
        `${ORIGIN}/blog?tag=Children`,
        `${ORIGIN}/blog?tag=Children&amp;page=2`,
      ]),
    );
    // Never past a list's last page, nor a filter without posts.
    expect(urls).not.toContain(`${ORIGIN}/blog?tag=Children&amp;page=3`);
    expect(urls.filter((url) => url.includes('page=1'))).toEqual([]);
  });

  it('dates blog posts, and every page of a list by the newest post of the list (a new post moves them all)', () => {
    const entries = sitemapEntries([], [], ORIGIN);
    const dateOf = (path: string) => entries.find((entry) => entry.url === `${ORIGIN}${path}`)?.lastModified;
    expect(dateOf('/blog-single/1')).toBe('2026-01-18');
    const pages = ['/blog', '/blog?page=2', '/blog?page=3', '/blog?page=4'].map(dateOf);
    expect(pages).toEqual(['2026-11-15', '2026-11-15', '2026-11-15', '2026-11-15']);
    // A filtered list by its own newest post.
    const children = ['/blog?tag=Children', '/blog?tag=Children&amp;page=2'].map(dateOf);
    const newestWithTag = filterBlogPosts({ tag: 'Children' })
      .map((post) => post.createdAt)
      .sort()
      .at(-1);
    expect(children).toEqual([newestWithTag, newestWithTag]);
    expect(newestWithTag).not.toBe('2026-11-15');
  });

  it('finds the menus whose page links companies: Home and a menu named Company', () => {
    expect(menusListingCompanies(TREE).map((item) => item.id)).toEqual([1, 6]);
  });
});

describe('the sitemap addresses', () => {
  it('are entity-escaped, as the protocol asks (Next writes each as it is), and read back exactly', () => {
    const urls = sitemapEntries(TREE, [{ menuId: 1, names: ['Pantry & Co'] }], ORIGIN).map((entry) => entry.url);
    expect(urls).toContain(`${ORIGIN}/blog?tag=Children&amp;page=2`);
    expect(urls.filter((url) => /&(?!amp;)/.test(url))).toEqual([]);
    const xml = `<urlset>${urls.map((url) => `<loc>${url}</loc>`).join('')}</urlset>`;
    const document = new DOMParser().parseFromString(xml, 'application/xml');
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(Array.from(document.getElementsByTagName('loc'), (loc) => loc.textContent)).toContain(
      `${ORIGIN}/blog?tag=Children&page=2`,
    );
  });
});

describe('robotsRules', () => {
  it('names the sitemap and disallows exactly the API (the account screens say noindex themselves)', () => {
    expect(robotsRules(ORIGIN)).toEqual({
      rules: { userAgent: '*', allow: '/', disallow: ['/api/'] },
      sitemap: `${ORIGIN}/sitemap.xml`,
    });
  });
});
