/**
 * Call 5 — `/cms_menu_content_image/api/v1/get_all_cms_menu_content_image_list_by_cms_menu_id/{id}`
 * `content_images` objects by menu id. Values are relative to the media root (no `/media/`):
 * a STRING when a section has exactly one image, an ARRAY when it has two or more (the
 * reference back end's wart — so the three Message portraits arrive as strings).
 * Menus missing here (Service 3, Contact 7, Clients 10, Performance 11, unknown ids)
 * answer 200 `{"content_images": null}`.
 */
export type RawContentImages = Record<string, string | string[]>;

const img = (name: string): string => `cms/ContentImage/${name}.webp`;
const series = (prefix: string, names: readonly string[]): string[] => names.map((n) => img(`${prefix}-${n}`));

const home: RawContentImages = {
  About: img('home-about-harbor'),
  Partner: series('partner', [
    'coastal-community-bank',
    'avon-grocers',
    'bristol-city-council',
    'quayside-rotary',
    'westbury-trust',
    'severn-energy',
  ]),
  'Featured Work': series('featured', [
    'winter-shelter',
    'school-kits',
    'kitchen-garden',
    'family-rooms',
    'laptop-library',
    'harbour-fun-run',
  ]),
  'Harbor Fresh Foods': img('company-harbor-fresh-foods'),
  'Lighthouse Learning Centre': img('company-lighthouse-learning-centre'),
  'Safe Harbor Homes': img('company-safe-harbor-homes'),
  'Anchor Craft Workshop': img('company-anchor-craft-workshop'),
};

const about: RawContentImages = {
  About: img('about-volunteers'),
};

const mission: RawContentImages = {
  Mission: img('mission-open-doors'),
  Vision: img('vision-horizon'),
};

const message: RawContentImages = {
  'Managing Director': img('portrait-managing-director'),
  Chairman: img('portrait-chairman'),
  'Executive Director': img('portrait-executive-director'),
};

const profile: RawContentImages = {
  Profile: series('profile', [
    'harbourside-house',
    'kitchen-team',
    'shelter-rooms',
    'learning-lab',
    'workshop-floor',
    'trustees',
  ]),
};

const gallery: RawContentImages = {
  Gallery: series('gallery', [
    'lunch-service',
    'harbour-walk',
    'garden-harvest',
    'homework-club',
    'winter-appeal',
    'volunteer-day',
    'shop-opening',
    'family-picnic',
    'carol-concert',
  ]),
};

const documents: RawContentImages = {
  'OUR DOCUMENT': series('document', [
    'charity-registration',
    'annual-accounts-2024',
    'safeguarding-policy',
    'impact-review-2024',
  ]),
};

const annualReport: RawContentImages = {
  Highlights: series('annual-report-2024', ['meals', 'shelter', 'learning']),
};

export const contentImagesById: Record<number, RawContentImages> = {
  1: home,
  2: about,
  4: profile,
  5: gallery,
  6: documents,
  8: mission,
  9: message,
  14: annualReport,
};
