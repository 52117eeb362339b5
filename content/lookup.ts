// How a built-in list is looked into: an item by its id, and the items either side of it, one rule
// for causes, events, projects, team, services and posts.

/** Finds an item by its id (an address's id is parsed once, by the route table's `parseId`). */
export function findById<T extends { id: number }>(items: readonly T[], id: number): T | undefined {
  return items.find((item) => item.id === id);
}

/** The items before and after the one with `id`, in list order (undefined at the ends or for an unknown id). */
export function adjacentById<T extends { id: number }>(
  items: readonly T[],
  id: number,
): { previous: T | undefined; next: T | undefined } {
  const index = items.findIndex((item) => item.id === id);
  if (index === -1) return { previous: undefined, next: undefined };
  return { previous: items[index - 1], next: items[index + 1] };
}
