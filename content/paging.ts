// Pagination maths for list pages that take `?page=N`.

/**
 * The 1-based page a `?page=` value asks for, or null when it is malformed or out of range
 * (the caller answers 404). No value means page 1; "1" is accepted too.
 */
export function parsePageParam(value: string | string[] | undefined, pageCount: number): number | null {
  if (value === undefined) return 1;
  if (typeof value !== 'string' || !/^[1-9]\d{0,5}$/.test(value)) return null;
  const page = Number(value);
  return page <= pageCount ? page : null;
}

/**
 * The address of a page of a list: page 1 is the list's own address so each list has one
 * canonical URL. `basePath` may already carry a query (a filter), e.g. `/blog?tag=Food`.
 */
export function pageHref(basePath: string, page: number): string {
  if (page === 1) return basePath;
  return `${basePath}${basePath.includes('?') ? '&' : '?'}page=${page}`;
}

/** Number of pages needed for `itemCount` items, at least 1 (an empty list still has its page). */
export function pageCount(itemCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(itemCount / pageSize));
}
