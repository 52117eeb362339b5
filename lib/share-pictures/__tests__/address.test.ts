// Which pictures get a share picture, at which address: only the site's own, and no address climbs out of its folder.
import { parseSharePicture, sharePictureOf } from '../address';

describe('sharePictureOf', () => {
  it("names the JPEG made from one of the site's own pictures, whatever its kind", () => {
    expect(sharePictureOf('/images/causes/cause-1.webp')).toEqual(['images', 'causes', 'cause-1.jpg']);
    expect(sharePictureOf('/media/siteSettings/favicon/icon.png')).toEqual([
      'media',
      'siteSettings',
      'favicon',
      'icon.jpg',
    ]);
    expect(sharePictureOf('/media/cms/Annual%20report.photo.webp')).toEqual([
      'media',
      'cms',
      'Annual report.photo.jpg',
    ]);
  });

  it('names none for a picture elsewhere or one that is no file of the shared folders', () => {
    for (const src of [
      'https://media.example.org/media/x.webp',
      '//media.example.org/media/x.webp',
      '/brand/favicon.svg',
      '/images/causes/cause-1',
      '/images/.webp',
      '/images/x.webp?v=2',
      '/images/%E0%A4.webp',
      '/images/../package.webp',
      'images/x.webp',
    ]) {
      expect({ src, share: sharePictureOf(src) }).toEqual({ src, share: null });
    }
  });
});

describe('parseSharePicture', () => {
  it('accepts a JPEG name under a shared folder', () => {
    expect(parseSharePicture(['images', 'x.jpg'])).toEqual(['images', 'x.jpg']);
  });

  it.each([
    [['images']],
    [['brand', 'favicon.jpg']],
    [['images', 'x.png']],
    [['images', '..', 'x.jpg']],
    [['images', '.', 'x.jpg']],
    [['images', 'a\\..\\x.jpg']],
    [['images', '', 'x.jpg']],
  ])('refuses %p', (segments) => {
    expect(parseSharePicture(segments)).toBeNull();
  });
});
