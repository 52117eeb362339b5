// Where the proxy sends every address that is not a page of the table (with status 404).
export const NOT_FOUND_TARGET = '/page-not-found';
