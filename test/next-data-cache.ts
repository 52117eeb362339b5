// Next's data cache as a page's regeneration sees it (next/dist/server/web/spec-extension/unstable-cache.js, read
// for Next 16.4): an entry per key and arguments; a fresh one is served as it is; a stale one is revalidated and,
// when that throws, served as it was; with none the call is made and what it throws reaches the caller; a result is
// stored, a throw never. `revalidateTag` expires every entry read with the tag (the webhook's `{ expire: 0 }`).
type Entry = { value: unknown; storedAt: number; revalidate: number; tags: readonly string[] };

export function nextDataCache() {
  const entries = new Map<string, Entry>();
  const options: { keyParts: string[]; revalidate: number; tags: readonly string[] }[] = [];

  function unstable_cache<A extends unknown[], V>(
    read: (...args: A) => Promise<V>,
    keyParts: string[],
    { revalidate, tags = [] }: { revalidate: number; tags?: string[] },
  ) {
    options.push({ keyParts, revalidate, tags });
    return async (...args: A): Promise<V> => {
      const key = JSON.stringify([keyParts, args]);
      const entry = entries.get(key);
      const store = (value: V) => entries.set(key, { value, storedAt: Date.now(), revalidate, tags });
      if (entry && Date.now() - entry.storedAt <= entry.revalidate * 1000) return entry.value as V;
      try {
        const value = await read(...args);
        store(value);
        return value;
      } catch (error) {
        if (entry) return entry.value as V;
        throw error;
      }
    };
  }

  function revalidateTag(tag: string) {
    for (const [key, entry] of entries) if (entry.tags.includes(tag)) entries.delete(key);
  }

  return { unstable_cache, revalidateTag, entries, options };
}
