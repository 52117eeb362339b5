// The pages the proxy answers with a status of its own: one cached page each, rendered whole on the server
// (header, message, footer), for every address it stands for. Their own addresses are no page (a 404).

/**
 * Every address that is not a page of the table (status 404): Next's own not-found route (app/not-found.tsx),
 * which Next answers with 404 whatever the method (a page fixed at build answers any but GET and HEAD with 405).
 */
export const NOT_FOUND_TARGET = '/_not-found';

/** A menu asked for by name while the content service has never answered (status 503): ask again in a minute. */
export const UNAVAILABLE_TARGET = '/page-unavailable';
export const UNAVAILABLE_HEADERS = { 'Retry-After': '60', 'Cache-Control': 'no-store' } as const;
