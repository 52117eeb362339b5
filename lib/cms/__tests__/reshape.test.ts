/** @jest-environment node */
// The service's answers as pages draw them: image paths made URLs by the contract's one rule; menu names made
// links and found by name or id; the home page's slides in the editor's order, each with a key React can keep it by,
// even when an older deployment sends a slide without an id.
import { findMenuById, findMenuByName, mediaList, mediaUrl, reshapeMenuTree, reshapeSlides } from '../reshape';

describe('the media rule', () => {
  const media = 'https://cms.example.org';
  it('uses absolute http(s) URLs as they are', () => {
    expect(mediaUrl('https://cdn.example.org/a.jpg', media)).toBe('https://cdn.example.org/a.jpg');
    expect(mediaUrl('http://cdn.example.org/a.jpg', media)).toBe('http://cdn.example.org/a.jpg');
  });
  it('joins a path starting with / to the media base', () => {
    expect(mediaUrl('/media/siteSettings/logo.png', media)).toBe('https://cms.example.org/media/siteSettings/logo.png');
  });
  it('puts any other path under {media}/media/', () => {
    expect(mediaUrl('cms/ContentImage/a.jpg', media)).toBe('https://cms.example.org/media/cms/ContentImage/a.jpg');
    expect(mediaUrl('cms/a.jpg', '')).toBe('/media/cms/a.jpg');
  });
  it('refuses other schemes, protocol-relative URLs, blanks and non-strings', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      '//evil.example/a.png',
      '   ',
      '',
      null,
      3,
      {},
    ]) {
      expect(mediaUrl(bad, media)).toBeNull();
    }
  });
  it('turns a string, a list or null into a list', () => {
    expect(mediaList('a.jpg', '')).toEqual(['/media/a.jpg']);
    expect(mediaList(['a.jpg', 'b.jpg'], '')).toEqual(['/media/a.jpg', '/media/b.jpg']);
    expect(mediaList(null, '')).toEqual([]);
    expect(mediaList([1, 'a.jpg', null], '')).toEqual(['/media/a.jpg']);
  });
});

describe('menu links', () => {
  const tree = reshapeMenuTree([
    { id: 1, name: 'Home', children: [] },
    { id: 2, name: 'About', children: [{ id: 7, name: 'Our  Vision ', children: [] }] },
  ]);
  it('builds child links and folds white space in names', () => {
    expect(tree[1]?.children[0]).toEqual({ id: 7, name: 'Our Vision', href: '/our%20vision/7', children: [] });
  });
  it('finds menus by exact name and by id at any depth', () => {
    expect(findMenuByName(tree, 'About')?.id).toBe(2);
    expect(findMenuByName(tree, 'about')).toBeUndefined();
    expect(findMenuById(tree, 7)?.name).toBe('Our Vision');
    expect(findMenuById(tree, 99)).toBeUndefined();
  });
});

const MEDIA = 'https://cms.example.org';
const config = { iframeHosts: [] };
type RawSlide = Parameters<typeof reshapeSlides>[0][number];

const slide = (fields: Partial<RawSlide>): RawSlide =>
  ({ title: '<p>Slide</p>', subtitle: null, image: null, serial_number: null, ...fields }) as RawSlide;

describe('reshapeSlides', () => {
  it("puts slides in the editor's serial order, the unnumbered ones after in the order sent", () => {
    const slides = reshapeSlides(
      [slide({ id: 1 }), slide({ id: 2, serial_number: 2 }), slide({ id: 3, serial_number: 1 }), slide({ id: 4 })],
      MEDIA,
      config,
    );
    expect(slides.map(({ key }) => key)).toEqual(['3', '2', '1', '4']);
  });

  it('keys a slide without an id by what it shows, so a slide added before it does not change its key', () => {
    const river = slide({ title: '<p>River</p>', image: '/media/river.jpg' });
    const before = reshapeSlides([river], MEDIA, config);
    const after = reshapeSlides([slide({ id: 9, title: '<p>New</p>' }), river], MEDIA, config);
    expect(after.find((shown) => shown.image?.endsWith('/media/river.jpg'))?.key).toBe(before[0]!.key);
  });

  it('gives identical slides without ids keys of their own', () => {
    const keys = reshapeSlides([slide({}), slide({}), slide({ title: '<p>Other</p>' })], MEDIA, config).map(
      ({ key }) => key,
    );
    expect(new Set(keys).size).toBe(3);
  });

  it("carries none of the service's raw markup in a key (keys travel to the browser with the slides)", () => {
    const [shown] = reshapeSlides([slide({ title: '<p>Hi<img src=x onerror=alert(1)></p>' })], MEDIA, config);
    expect(shown!.key).toMatch(/^slide-[0-9a-f]{12}$/);
  });
});
