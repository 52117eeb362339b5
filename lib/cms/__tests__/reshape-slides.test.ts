// The home page's slides: in the editor's order, each with a key React can keep it by, even when an older
// deployment sends a slide without an id.
import { reshapeSlides } from '../reshape';

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
