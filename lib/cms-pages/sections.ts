// Picking sections out of a menu page by key: which blocks a page draws and which sections are companies.
import type { Section } from '@/lib/cms/types';

/**
 * Keys of the home page that have a block of their own, in display order; every other key is a
 * company. The home page's registry is built from this list, so the two cannot drift apart.
 */
export const HOME_SECTION_KEYS = ['Title', 'About', 'Our Services', 'Featured Work', 'Partner', 'Companies'] as const;

export type HomeSectionKey = (typeof HOME_SECTION_KEYS)[number];

/** The section the service sent under `key` (keys are unique within a page), if any. */
export function sectionByKey(sections: readonly Section[], key: string): Section | undefined {
  return sections.find((section) => section.key === key);
}

/** Whether a section has anything to show: text or a picture (an empty one draws no block). */
export function hasContent(section: Section | undefined): section is Section {
  return section !== undefined && (section.html !== '' || section.images.length > 0);
}

/** The sections not named in `keys`, in the service's order. */
export function otherSections(sections: readonly Section[], keys: readonly string[]): Section[] {
  const known = new Set(keys);
  return sections.filter((section) => !known.has(section.key));
}

/** Companies: sections with text or an image under a key that is not one of the home blocks. */
export function companySections(sections: readonly Section[]): Section[] {
  return otherSections(sections, HOME_SECTION_KEYS).filter(hasContent);
}
