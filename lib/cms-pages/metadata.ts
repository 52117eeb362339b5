import type { Metadata } from 'next';
import type { MenuPage, Section } from '@/lib/cms/types';
import { excerptOf } from './text';

const DESCRIPTION_LENGTH = 160;

/**
 * A meta description from a page's own words: the first section among `preferred` (or, failing
 * those, any section) that has text, cut to a search-result snippet; `fallback` when none has.
 */
export function describeSections(sections: readonly Section[], preferred: readonly string[], fallback: string): string {
  const ordered = [
    ...preferred.flatMap((key) => sections.filter((section) => section.key === key)),
    ...sections,
  ];
  for (const section of ordered) {
    const text = excerptOf(section.html, DESCRIPTION_LENGTH);
    if (text) return text;
  }
  return fallback;
}

/** Title and description of a menu-driven page (the root layout appends the site name). */
export function menuPageMetadata(page: MenuPage, preferred: readonly string[] = []): Metadata {
  const title = page.menu.name;
  return { title, description: describeSections(page.sections, preferred, `${title}: information from our organisation.`) };
}
