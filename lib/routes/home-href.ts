// The home page's public address alone: the error boundaries, which the browser loads on every page,
// link home through it. Sent as a bare string, not the family with its parser (about 130 bytes less in
// each boundary's chunk, chunks small enough that `next start` sends them uncompressed).

/** `/`: the canonical address of the home page. */
export const HOME_HREF = '/';
