// The home page's family on its own, beside the table's other families; its address is declared in
// ./home-href, which the error boundaries read without the parser.
import type { Family } from './family';
import { HOME_ALIAS_HREF, HOME_HREF } from './home-href';

const ALIAS_SEGMENT = HOME_ALIAS_HREF.slice(1);

/** `/` (and `/home`, which older links use): the home page, fed by the menu named Home. */
export const home: Family<Record<string, never>> = {
  pattern: HOME_HREF,
  parse: ({ segments }) =>
    segments.length === 0 || (segments.length === 1 && segments[0] === ALIAS_SEGMENT) ? {} : null,
  href: () => HOME_HREF,
  target: () => HOME_HREF,
};
