// `npm run warm -- http://127.0.0.1:3001`: asks an instance for every page of its sitemap, so that a new build
// (or a new instance) has its pages and the content service's answers in cache before it takes visitors.
// Prints one line: how many pages answered, and which did not.

/** The sitemap's addresses, moved onto `base` (the sitemap names the public origin). */
async function sitemapPaths(base) {
  const response = await fetch(`${base}/sitemap.xml`);
  if (!response.ok) throw new Error(`${base}/sitemap.xml answered ${response.status}`);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc.replaceAll('&amp;', '&'));
    return `${url.pathname}${url.search}`;
  });
}

/** Fetches every sitemap page of `base`, `concurrency` at a time; resolves to the count and the failures. */
export async function warmCache(base, concurrency = 2) {
  const paths = ['/', ...(await sitemapPaths(base))];
  const failed = [];
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++];
      const response = await fetch(`${base}${path}`).catch(() => null);
      await response?.arrayBuffer();
      if (!response?.ok) failed.push(`${path} (${response?.status ?? 'no answer'})`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { pages: paths.length, failed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
  const { pages, failed } = await warmCache(base);
  console.log(
    `${base}: ${pages - failed.length} of ${pages} pages answered${failed.length ? `; not: ${failed.join(', ')}` : ''}`,
  );
  process.exitCode = failed.length ? 1 : 0;
}
