// Splits a list of addresses into groups that one journey each walks in a single tab: every fresh browser
// tab takes time to start, and a page visited in a warm tab loads from its cached scripts, so per-page
// checks of every route run far quicker than one journey per page would.

export type PageGroup<T> = { title: string; pages: T[] };

/** Consecutive groups of at most `size`, each titled by its place in the list and its first address. */
export function pageGroups<T extends { path: string }>(pages: readonly T[], size: number): PageGroup<T>[] {
  const groups: PageGroup<T>[] = [];
  for (let start = 0; start < pages.length; start += size) {
    const slice = pages.slice(start, start + size);
    groups.push({
      title: `pages ${start + 1} to ${start + slice.length} of ${pages.length} (${slice[0]?.path} …)`,
      pages: slice,
    });
  }
  return groups;
}
