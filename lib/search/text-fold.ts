/**
 * How search sees words, shared by the index and the highlighter so that what was matched is
 * exactly what gets marked: a word is a run of letters, marks and digits; its folded form is
 * lower case without accents (NFD, combining marks removed), so "Santé", "SANTE" and "sante"
 * are one word.
 */

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const COMBINING_MARKS = /\p{M}+/gu;

export function foldWord(word: string): string {
  return word.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
}

export type WordAt = { word: string; start: number; end: number };

/** The words of `text` with their places in it (UTF-16 offsets, as String.slice counts). */
export function wordsOf(text: string): WordAt[] {
  return Array.from(text.matchAll(WORD), (match) => ({
    word: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** The words of `text`, for the index's tokenizer. */
export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}
