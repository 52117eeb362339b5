// Gives the pages fed by the service a meta description written from their own words, for search
// results and shared links.
import type { Section } from '@/lib/cms/types';
import { excerptOf } from './text';

/** About what a search result shows of a page's description. */
export const DESCRIPTION_LENGTH = 160;

function withoutHeadings(html: string): string {
  return html.replace(/<h[1-6]\b[^>]*>[\s\S]*?<\/h[1-6]>/gi, ' ');
}

/**
 * A meta description from a page's own words: the first section among `preferred` (or, failing
 * those, any section) that has text, cut to a search-result snippet; `fallback` when none has.
 */
export function describeSections(sections: readonly Section[], preferred: readonly string[], fallback: string): string {
  const ordered = [...preferred.flatMap((key) => sections.filter((section) => section.key === key)), ...sections];
  for (const section of ordered) {
    // Body text reads better in a search result than a heading run into its paragraph.
    const text =
      excerptOf(withoutHeadings(section.html), DESCRIPTION_LENGTH) || excerptOf(section.html, DESCRIPTION_LENGTH);
    if (text) return text;
  }
  return fallback;
}
