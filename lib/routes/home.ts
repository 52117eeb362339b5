// The home page's family in a file of its own; its address comes from home-href.ts, which the error
// boundaries (loaded on every page) use alone, without this family or the route table.
import type { Family } from './family';
import { homeHref } from './home-href';

/** `/` (and `/home`, which older links use): the home page, fed by the menu named Home. */
export const home: Family<Record<string, never>> = {
  pattern: '/',
  parse: ({ segments }) => (segments.length === 0 || (segments.length === 1 && segments[0] === 'home') ? {} : null),
  href: homeHref,
  target: () => '/',
};
