// Every page's server HTML is valid HTML: browsers repair broken markup each in its own way, a crawler
// reads what it can, and a screen reader's view of a page is built from the same elements.
import { HtmlValidate, type Message } from 'html-validate';
import { expect, test, type APIRequestContext } from '../support/test';
import { A11Y_PAGES } from '../support/a11y-pages';
import { sitemapPaths } from '../support/sitemap';
import { mapInBatches } from '../support/in-batches';

const UNKNOWN_PAGE = '/no-such-page-here';

/**
 * html-validate's `standard` preset is the HTML standard's own rules (content models, nesting, attribute
 * values, duplicate ids, autocomplete tokens); its style rules (`recommended`: quoting, letter case, void
 * element slashes) judge how React writes markup, not what a browser builds from it, so they are left out.
 * `unique-landmark` is added: two landmarks of one kind with one name ("Newsletter" twice) read as one in a
 * screen reader's list of landmarks, and axe only reports that among its best practices, which the
 * accessibility gate does not run.
 */
const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  rules: { 'unique-landmark': 'error' },
});

/** Each finding of a page as one line: where it is and what the standard says. */
async function findingsOf(request: APIRequestContext, path: string, status: number): Promise<string[]> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(status);
  const report = await validator.validateString(await response.text(), path);
  return report.results.flatMap((result) =>
    result.messages.map(
      (message: Message) =>
        `${path} ${message.line}:${message.column} ${message.ruleId}: ${message.message} (${message.selector ?? 'document'})`,
    ),
  );
}

test('every page the sitemap lists, every kind of page and the 404 page are valid HTML', async ({ request }) => {
  test.setTimeout(180_000);
  const listed = await sitemapPaths(request);
  expect(listed.length).toBeGreaterThan(100);
  const pages = new Map<string, number>(listed.map((path) => [path, 200]));
  // The kinds of page a sitemap leaves out: search results, the account screens, page 2 of a list.
  for (const { path, status } of A11Y_PAGES) if (status === 200) pages.set(path, status);
  pages.set(UNKNOWN_PAGE, 404);

  const findings = (await mapInBatches([...pages], ([path, status]) => findingsOf(request, path, status))).flat();
  test.info().annotations.push({ type: 'pages validated', description: String(pages.size) });
  expect(findings, findings.join('\n')).toEqual([]);
});

test('the validator finds what the standard forbids', async () => {
  // The gate above passes only if the validator reads our pages at all: a page with a block inside a
  // paragraph, an id used twice and two landmarks of one name must fail it.
  const report = await validator.validateString(
    '<!doctype html><html lang="en"><head><title>t</title></head><body>' +
      '<p><div id="a">x</div></p><span id="a"></span>' +
      '<section aria-label="News"></section><section aria-label="News"></section></body></html>',
  );
  const rules = new Set(report.results.flatMap((result) => result.messages.map((message) => message.ruleId)));
  expect([...rules].sort()).toEqual(expect.arrayContaining(['close-order', 'no-dup-id', 'unique-landmark']));
});
