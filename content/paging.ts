// Pagination maths for list pages that take `?page=N`.

/** Number of pages needed for `itemCount` items, at least 1 (an empty list still has its page). */
export function pageCount(itemCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(itemCount / pageSize));
}
