'use client';

// Fetches the header search's suggestions, in a file of its own so its code stays out of every page's first load.
import { useEffect } from 'react';
import type { Suggestions } from './suggestions';
import { useSearchSuggestions } from './use-search-suggestions';

type Props = { input: string; onChange: (suggestions: Suggestions) => void };

/**
 * Asks for suggestions (SWR and its fetching) and hands them to the header's search field. Kept
 * apart so that SearchCombobox loads it, and SWR with it, only once the field is focused, not
 * with every page. Draws nothing.
 */
export default function SuggestionFeed({ input, onChange }: Props) {
  const { hits, current } = useSearchSuggestions(input);
  useEffect(() => onChange({ hits, current }), [hits, current, onChange]);
  return null;
}
