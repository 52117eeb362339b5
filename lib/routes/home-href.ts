// The home page's public addresses alone: the error boundaries, which the browser loads on every page,
// link home through them. Sent as bare strings, not the family with its parser, to keep each boundary's
// chunk small: chunks that small `next start` sends uncompressed, so every byte of them counts.

/** `/`: the canonical address of the home page. */
export const HOME_HREF = '/';

/** `/home`: the home page's older address, which the spec's login leads to (canonical `/`). */
export const HOME_ALIAS_HREF = '/home';
