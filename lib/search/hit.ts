// The shape of a search result, shared by the results page, the search API and the header's suggestions.
import { z } from 'zod';
import { SEARCH_KINDS } from './search-kinds';

export { SEARCH_KINDS, SEARCH_KIND_LABELS, type SearchKind } from './search-kinds';

const markSchema = z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]);
export type Mark = z.infer<typeof markSchema>;

/**
 * What a search result is, for the results page, the `/api/search` answer and the header's
 * suggestions alike. Text is always plain; `marks` are [start, end) ranges of it to highlight,
 * so no markup ever travels with a result.
 */
export const searchHitSchema = z.object({
  id: z.string(),
  kind: z.enum(SEARCH_KINDS),
  title: z.string(),
  titleMarks: z.array(markSchema),
  href: z.string(),
  excerpt: z.string(),
  excerptMarks: z.array(markSchema),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

/** The answer of `/api/search`: the query it answers (as cut and trimmed) and its best hits. */
export const searchAnswerSchema = z.object({ query: z.string(), results: z.array(searchHitSchema) });
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
