// `next start` alone, with no nginx before it: a request with a header Next reacts to but no browser sends
// never leaves its mark in Next's own page cache for the next visitor (e2e/cluster/hostile-front.spec.ts
// covers the front door).
import { expect, test } from '../support/test';
import { routes } from '../../lib/routes/table';
import { STANDIN_ORG } from '../support/standin';
import { BROWSER, NEXT_INTERNAL_HEADERS, ROUTER_HEADERS } from '../support/hostile-probes';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const [name, value] of [...NEXT_INTERNAL_HEADERS, ...ROUTER_HEADERS]) {
  test(`after requests with ${name}, the next visitor gets the whole page`, async ({ baseURL }) => {
    const path = routes.projects.href({});
    // Twice, a cache time (CMS_CACHE_SECONDS=1 here) apart: the second one is what refreshes the page's entry.
    for (let i = 0; i < 2; i += 1) {
      await (await fetch(`${baseURL}${path}`, { headers: { [name]: value } })).text();
      await pause(1100);
    }
    await (await fetch(`${baseURL}${path}`, { headers: { [name]: value } })).text();
    const response = await fetch(`${baseURL}${path}`, { headers: BROWSER });
    const body = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(body).toContain(STANDIN_ORG.siteName);
    expect(body.trimEnd().endsWith('</html>')).toBe(true);
  });
}
