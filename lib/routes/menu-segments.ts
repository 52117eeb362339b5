// The first segments of the fixed menu pages and of the company pages, on their own: the language
// choice (a browser part) reads them without the route table and its parsers.

/** The fixed menu pages: a menu named `About` lives at `/about/{id}`, and so on. */
export const MENU_SEGMENTS = [
  'about',
  'service',
  'clients',
  'message',
  'mission',
  'performance',
  'profile',
  'gallery',
  'document',
  'contact',
] as const;
export type MenuSegment = (typeof MENU_SEGMENTS)[number];

/** `/company/{menu id}/{company name?}`: the company menu's list and pages. */
export const COMPANY_SEGMENT = 'company';
