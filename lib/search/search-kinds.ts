// The kinds of search result and their names for visitors, apart from the answer's zod schema
// (hit.ts), so the header's suggestions can name a kind without shipping zod with every page.

export const SEARCH_KINDS = ['cause', 'event', 'project', 'blog-post', 'service', 'team-member', 'page'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  cause: 'Cause',
  event: 'Event',
  project: 'Project',
  'blog-post': 'Blog post',
  service: 'Service',
  'team-member': 'Team member',
  page: 'Page',
};
