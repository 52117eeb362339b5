// A page looks right before any script runs: every class its server HTML uses has its rules in the
// style sheets the page links: a style sheet only a lazily loaded part imports, or a class built from a
// missing value (`undefined`), would fail it.
import { expect, test, type Page } from '../support/test';
import { A11Y_PAGES } from '../support/a11y-pages';
import { pageGroups } from '../support/page-groups';

/** Classes used in the page's markup that no rule of its style sheets names, e.g. `undefined`. */
function unstyledClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const named = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          for (const match of rule.selectorText.matchAll(/\.((?:\\.|[\w-])+)/g))
            named.add((match[1] ?? '').replace(/\\(.)/g, '$1'));
        }
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
    const used = new Set<string>();
    for (const element of Array.from(document.querySelectorAll('[class]')))
      element.classList.forEach((name) => used.add(name));
    return [...used].filter((name) => !named.has(name)).sort();
  });
}

test.describe('server HTML is styled without scripts', () => {
  test.use({ javaScriptEnabled: false });

  // The render-error probe is left out: a render that throws gets an empty server body (see docs/architecture.md,
  // Known limits).
  const pages = [...A11Y_PAGES.filter(({ status }) => status !== 500), { path: '/no-such-page', status: 404 }];
  for (const group of pageGroups(pages, 12)) {
    test(`${group.title}: every class a page uses is defined by its style sheets`, async ({ page }) => {
      test.setTimeout(90_000);
      const found: string[] = [];
      for (const { path, status } of group.pages) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(status);
        // The header's menu and search are on every page: make sure the scan saw them.
        await expect(page.locator('header nav').first(), path).toBeAttached();
        await expect(page.locator('header form[role="search"]').first(), path).toBeAttached();
        found.push(...(await unstyledClasses(page)).map((name) => `${path}: .${name}`));
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  }

  test('the check finds a class no style sheet defines', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => document.body.classList.add('no-rule-names-this'));
    expect(await unstyledClasses(page)).toEqual(['no-rule-names-this']);
  });
});
