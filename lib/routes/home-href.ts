// The home page's address alone, for the error boundaries, which every page loads: they link home through
// the home family's own builder while carrying only this line of code (lib/routes/home.ts uses it).

/** `/`: the home page's address. */
export const homeHref = (): string => '/';
