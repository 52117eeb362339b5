// How the journeys that request many addresses pace themselves: a few at a time, so the site under test
// is busy without being flooded, and a slow answer holds up only its own batch.

/** How many requests a journey keeps in flight at once. */
export const IN_FLIGHT = 4;

/** `work` applied to every item, `size` at a time; the results in the items' order. */
export async function mapInBatches<T, R>(
  items: readonly T[],
  work: (item: T) => Promise<R>,
  size = IN_FLIGHT,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size)
    results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  return results;
}
