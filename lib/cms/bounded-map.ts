// Keeps the maps of answers and failures from growing without end, whatever ids visitors make up.

/** Bound on the keys kept (the oldest go first), so odd ids cannot grow a cache without end. */
export const MAX_KEYS = 1000;

/** Drops the oldest keys of a map (insertion order) beyond MAX_KEYS. */
export function evictOldest(map: Map<string, unknown>): void {
  while (map.size > MAX_KEYS) {
    const oldest = map.keys().next();
    if (oldest.done) return;
    map.delete(oldest.value);
  }
}
