// Addresses that are no page stay out of the proxy and away from menus: the proxy's literal matcher and the
// table's reserved segments both follow NON_PAGE_SEGMENTS.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NON_PAGE_SEGMENTS } from '../non-page-segments';

describe('addresses that are no page', () => {
  // (route-table.test.ts checks that no menu is given one of them.)
  it("are exactly what the proxy's matcher leaves out (Next needs that matcher as a literal)", () => {
    const source = readFileSync(join(process.cwd(), 'proxy.ts'), 'utf8');
    const matcher = /matcher:\s*\['([^']+)'\]/.exec(source)?.[1];
    expect(matcher).toBe(`/((?!${NON_PAGE_SEGMENTS.map((segment) => `${segment}/`).join('|')}).*)`);
  });

});
