// What the header's search field is offered, apart from the code that fetches it (SWR), so the
// field can start empty without loading that code.
import type { SearchHit } from '@/lib/search/hit';

export type Suggestions = {
  hits: SearchHit[];
  /** True when `hits` answer what is typed now; false while an answer for newer input is awaited. */
  current: boolean;
};

/** No suggestions: one object, so that an unchanged "nothing" is the same value from render to render. */
export const NONE: Suggestions = { hits: [], current: false };
