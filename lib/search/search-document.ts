import type { SearchKind } from './hit';
import { resultHref, type ResultTarget } from './result-href';

/** One thing search can find: a page of the site with its title and its visible text, as plain text. */
export type SearchDocument = {
  /** Unique among all documents, e.g. `cause-2` or `menu-108`. */
  id: string;
  kind: SearchKind;
  title: string;
  text: string;
  href: string;
};

export function searchDocument(id: string, kind: SearchKind, title: string, text: readonly string[], target: ResultTarget): SearchDocument {
  return { id, kind, title, text: text.join(' '), href: resultHref(target) };
}
