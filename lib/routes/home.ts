// The home page's family on its own: the error boundaries, which the browser loads on every page,
// link home through it without pulling the whole route table into the visitor's JavaScript.
import type { Family } from './family';

/** `/` (and `/home`, which older links use): the home page, fed by the menu named Home. */
export const home: Family<Record<string, never>> = {
  pattern: '/',
  parse: ({ segments }) => (segments.length === 0 || (segments.length === 1 && segments[0] === 'home') ? {} : null),
  href: () => '/',
  target: () => '/',
};
