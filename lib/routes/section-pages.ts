// What each menu page made only of its menu's sections shows, in which order: the fixed menu pages (About,
// Mission …) and any other menu. Each has its folder under app/ (app/mission/[id] …), drawn from this list.
import type { MenuSegment } from './menu-segments';

/** The views a section can be drawn by (components/sections/section-views.ts maps each to its renderer). */
export type SectionView =
  'intro' | 'media-text' | 'media-text-reversed' | 'services' | 'gallery' | 'message-tabs' | 'shown-elsewhere';

export type SectionsLayout = {
  /** The service's section keys, in page order, each with its view; any other section follows in a generic view. */
  sections: ReadonlyArray<readonly [key: string, view: SectionView]>;
  /** The sections whose words describe the page (its meta description), the first found first. */
  describedBy: readonly string[];
};

/** The directors whose messages the Message page shows, in tab order (the first is the default). */
export const MESSAGE_KEYS = ['Managing Director', 'Chairman', 'Executive Director'] as const;

/** `menu`: a menu without a page of its own (`/annual%20report/14`), its title first and every other section as sent. */
export type SectionsLayoutKey = Exclude<MenuSegment, 'contact'> | 'menu';

export const SECTION_PAGES: Record<SectionsLayoutKey, SectionsLayout> = {
  about: {
    sections: [
      ['Title', 'intro'],
      ['About', 'media-text'],
      ['Our Services', 'services'],
    ],
    describedBy: ['About', 'Title'],
  },
  mission: {
    sections: [
      ['Title', 'intro'],
      ['Mission', 'media-text'],
      ['Vision', 'media-text-reversed'],
    ],
    describedBy: ['Mission', 'Vision'],
  },
  performance: {
    sections: [
      ['Title', 'intro'],
      ['Performance', 'media-text'],
    ],
    describedBy: ['Performance', 'Title'],
  },
  clients: {
    sections: [
      ['Title', 'intro'],
      ['Clients', 'media-text'],
    ],
    describedBy: ['Clients', 'Title'],
  },
  profile: {
    sections: [
      ['Title', 'intro'],
      ['Profile', 'gallery'],
    ],
    describedBy: ['Title', 'Profile'],
  },
  gallery: {
    sections: [
      ['Title', 'intro'],
      ['Gallery', 'gallery'],
    ],
    describedBy: ['Title', 'Gallery'],
  },
  document: {
    sections: [
      ['Title', 'intro'],
      ['OUR DOCUMENT', 'gallery'],
    ],
    describedBy: ['Title', 'OUR DOCUMENT'],
  },
  service: {
    sections: [
      ['Title', 'intro'],
      ['Our Services', 'services'],
    ],
    describedBy: ['Title', 'Our Services'],
  },
  // The tabs show every director; the first key places them on the page.
  message: {
    sections: [
      ['Title', 'intro'],
      ...MESSAGE_KEYS.map((key, at) => [key, at === 0 ? 'message-tabs' : 'shown-elsewhere'] as const),
    ],
    describedBy: MESSAGE_KEYS,
  },
  menu: { sections: [['Title', 'intro']], describedBy: ['Title'] },
};
