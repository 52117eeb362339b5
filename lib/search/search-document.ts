// The one shape everything search can find is put in, whether built in or from the content service.
import type { SearchKind } from './hit';
import { resultHref, type ResultTarget } from './result-href';

/** One thing search can find: a page of the site with its title and its visible text, as plain text. */
export type SearchDocument = {
  /** Unique among all documents, e.g. `cause-2` or `menu-108`. */
  id: string;
  kind: SearchKind;
  title: string;
  /** The page's running text: searched, and where excerpts come from. */
  text: string;
  /** Short facts the page also shows (place, client, author, tags): searched, never excerpted. */
  details: string;
  href: string;
  /** How much more than others it counts when it matches (1 when absent). */
  boost?: number;
};

export function searchDocument(
  id: string,
  kind: SearchKind,
  title: string,
  text: readonly string[],
  target: ResultTarget,
  details: readonly string[] = [],
): SearchDocument {
  return { id, kind, title, text: text.join(' '), details: details.join(' '), href: resultHref(target) };
}
