// The browser's side of `/api/search`: one answer, checked against its schema before the header search shows it.
import type { SearchAnswer } from './hit';

/** The answer at `url` (an `/api/search` address), or an error when the site could not answer. */
export async function fetchSearchAnswer(url: string): Promise<SearchAnswer> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`search answered ${response.status}`);
  // The schema (and zod with it) loads with the first answer, not with every page's header.
  const [{ searchAnswerSchema }, body] = await Promise.all([import('./hit'), response.json()]);
  return searchAnswerSchema.parse(body);
}
