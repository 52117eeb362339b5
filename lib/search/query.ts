/**
 * A visitor's query as search uses it: the first `q` value, control characters dropped (a NUL is not
 * allowed in HTML), whitespace collapsed, cut to MAX_QUERY_LENGTH characters (never an error), so any
 * address reaches the results page.
 */

export const MAX_QUERY_LENGTH = 200;

export function readSearchQuery(value: string | string[] | null | undefined): string {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first !== 'string') return '';
  // Array.from counts code points, so the cut never leaves half of a surrogate pair.
  return Array.from(first.replace(/[\p{Cc}\s]+/gu, ' ').trim())
    .slice(0, MAX_QUERY_LENGTH)
    .join('')
    .trim();
}
