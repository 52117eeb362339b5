/*
 * The full-text index behind site search, held in memory and built with MiniSearch rather than
 * FlexSearch: MiniSearch is typed, has no dependencies and does what this search needs out of the box
 * (per-field boosts, prefix search, typo tolerance by edit distance, and the words each result matched,
 * which the highlighter marks); FlexSearch is faster only on corpora far larger than ours, tolerates typos
 * by phonetic encoding, and its bundled types have been wrong (nextapps-de/flexsearch #342, #406).
 */
import MiniSearch from 'minisearch';
import type { SearchHit } from './hit';
import { excerptAround, markWords } from './highlight';
import type { SearchDocument } from './search-document';
import { foldWord, tokenize } from './text-fold';

/** Titles count three times as much as body text. */
const TITLE_BOOST = 3;
/** More words than this in a query are ignored, and longer words cut: it bounds the work a query can cause. */
const MAX_QUERY_WORDS = 12;
const MAX_WORD_LENGTH = 40;

/** Edits forgiven in a word: none in short words, one from 3 letters, two from 5 ("watre" -> "water"). */
function typosForgiven(term: string): number {
  if (term.length >= 5) return 2;
  return term.length >= 3 ? 1 : 0;
}

export type SearchIndex = {
  /** The best `limit` hits for `query`, best first; [] for a query without words. */
  search(query: string, limit: number): SearchHit[];
};

/**
 * Every word of the query must match (so each added word narrows the results), as a whole word
 * or the start of one (as-you-type). Only when that finds nothing are small typos forgiven, so a
 * correctly spelled query is never padded with look-alike words.
 */
export function createSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  // One document per id (the first), whatever the service's menu tree repeats.
  const byId = new Map<string, SearchDocument>();
  for (const document of documents) if (!byId.has(document.id)) byId.set(document.id, document);
  const index = new MiniSearch<SearchDocument>({
    fields: ['title', 'text', 'details'],
    tokenize,
    processTerm: (term) => foldWord(term) || null,
    searchOptions: {
      boost: { title: TITLE_BOOST },
      boostDocument: (id) => byId.get(String(id))?.boost ?? 1,
      prefix: true,
      combineWith: 'AND',
    },
  });
  index.addAll([...byId.values()]);

  function search(query: string, limit: number): SearchHit[] {
    const words = tokenize(query)
      .slice(0, MAX_QUERY_WORDS)
      .map((word) => Array.from(word).slice(0, MAX_WORD_LENGTH).join(''))
      .join(' ');
    if (!words || limit <= 0) return [];
    let results = index.search(words);
    if (results.length === 0) results = index.search(words, { fuzzy: typosForgiven });
    return results.slice(0, limit).flatMap((result) => {
      const document = byId.get(String(result.id));
      if (!document) return [];
      const terms = new Set(result.terms);
      const { excerpt, marks } = excerptAround(document.text, terms);
      return [
        {
          id: document.id,
          kind: document.kind,
          title: document.title,
          titleMarks: markWords(document.title, terms),
          href: document.href,
          excerpt,
          excerptMarks: marks,
        },
      ];
    });
  }

  return { search };
}
