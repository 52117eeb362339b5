// First path segments that are no page of the site: Next's own files, the API routes and the public
// folders. Imported by next.config.ts (which sets their headers): keep it free of path aliases.
// The proxy sees them only for a file's Range or precondition (lib/routes/file-requests.ts); its
// `config.matcher` must be a literal for Next, so it spells them again and a unit test
// (lib/routes/__tests__/route-table.test.ts) keeps the two equal.
export const NON_PAGE_SEGMENTS = ['_next', 'api', 'brand', 'images', 'media'] as const;
