import { cutText } from '@/lib/cms-pages/text';
import type { Mark } from './hit';
import { foldWord, wordsOf } from './text-fold';

/** About two lines of a result's text. */
export const EXCERPT_LENGTH = 160;
/** Words shown before the first match, so the excerpt opens on its context. */
const CONTEXT_BEFORE = 60;
const ELLIPSIS = '…';

/** The places in `text` of the words whose folded form is one of `terms` (the words a search matched). */
export function markWords(text: string, terms: ReadonlySet<string>): Mark[] {
  return wordsOf(text)
    .filter(({ word }) => terms.has(foldWord(word)))
    .map(({ start, end }): Mark => [start, end]);
}

/**
 * A short excerpt of `text` around the first matched word (its opening when no word of it
 * matched), cut at word boundaries, with the matched words' places in the excerpt.
 */
export function excerptAround(text: string, terms: ReadonlySet<string>): { excerpt: string; marks: Mark[] } {
  const first = wordsOf(text).find(({ word }) => terms.has(foldWord(word)));
  let start = 0;
  if (first && first.start > CONTEXT_BEFORE) {
    const space = text.indexOf(' ', first.start - CONTEXT_BEFORE);
    start = space >= 0 && space < first.start ? space + 1 : first.start;
  }
  const lead = start > 0 ? ELLIPSIS : '';
  const excerpt = lead + cutText(text.slice(start), EXCERPT_LENGTH - lead.length);
  return { excerpt, marks: markWords(excerpt, terms) };
}
