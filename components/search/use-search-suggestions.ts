// Turns what a visitor types in the header search into up-to-date suggestions, never stale ones.
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { API_ROUTES } from '@/lib/routes/api';
import { fetchSearchAnswer } from '@/lib/search/fetch-search-answer';
import { readSearchQuery } from '@/lib/search/query';
import { NONE, type Suggestions } from './suggestions';

/** Time after the last keystroke before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 200;

function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Results for what is typed, asked of `/api/search` once typing pauses. SWR keys each answer by
 * its query, so a late answer to an older query can never replace the answer to a newer one;
 * meanwhile the previous hits stay (marked not current) rather than the list flickering empty.
 */
export function useSearchSuggestions(input: string): Suggestions {
  const typed = readSearchQuery(input);
  const query = useDebounced(typed, SUGGEST_DELAY_MS);
  const { data } = useSWR(query ? API_ROUTES.search.href({ query }) : null, fetchSearchAnswer, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  if (!typed || !data) return NONE;
  return { hits: data.results, current: data.query === typed };
}
