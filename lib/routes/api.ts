// The site's API endpoints. Next serves them from their folders under app/api/ (the
// proxy never sees them), so they are not families of the table; their addresses are declared here
// once for the code that calls them.

/** Where the API routes' addresses start (robots.txt keeps crawlers off them). */
export const API_PREFIX = '/api/';

/** The query parameter both the suggestions endpoint and the results page read. */
export const SEARCH_QUERY_PARAM = 'q';

export const API_ROUTES = {
  /** `GET /api/search?q=…` (app/api/search/route.ts): the header's suggestions. */
  search: {
    pattern: `${API_PREFIX}search?${SEARCH_QUERY_PARAM}={query}`,
    href: ({ query }: { query: string }) => `${API_PREFIX}search?${SEARCH_QUERY_PARAM}=${encodeURIComponent(query)}`,
  },
  /** `GET /api/health` (app/api/health/route.ts): for load balancers and uptime checks. */
  health: { pattern: `${API_PREFIX}health`, href: () => `${API_PREFIX}health` },
} as const;
