// The home page's public addresses alone: the error boundaries, which the browser loads on every page,
// link home through them. Sent as bare strings, not the family with its parser (about 130 bytes less in
// each boundary's chunk, chunks small enough that `next start` sends them uncompressed).

/** `/`: the canonical address of the home page. */
export const HOME_HREF = '/';

/** `/home`: the home page's older address, which the spec's login leads to (canonical `/`). */
export const HOME_ALIAS_HREF = '/home';
