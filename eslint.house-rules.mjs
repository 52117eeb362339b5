// House rules that no published ESLint plugin states, written as `no-restricted-syntax` selectors:
// a site address is built only by the route table (lib/routes/table.ts), and `'use client'` is
// written exactly in the files named `*.client.tsx`. ESLint keeps one `no-restricted-syntax`
// setting per file (a later block replaces an earlier one), so each block below lists every
// selector that applies to its files.

/** The files the house rules (and the naming convention) apply to: the site's code, not its tests. */
export const HOUSE_RULE_FILES = [
  'app/**/*.{ts,tsx}',
  'components/**/*.{ts,tsx}',
  'lib/**/*.{ts,tsx}',
  'content/**/*.{ts,tsx}',
  '*.ts',
];
const TESTS = ['**/__tests__/**'];
const VIEWS = ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'];

const BUILD_WITH_ROUTES =
  "Build site addresses with the route table's builders (routes.<family>.href(...), lib/routes/table.ts), never by hand.";

/** A link's address written or assembled in place: `href="/cause"`, `href={`/cause-single/${id}`}`, `href={'/a/' + id}`. */
const siteAddressByHand = [
  "JSXAttribute[name.name='href'] > Literal[value=/^\\//]",
  "JSXAttribute[name.name='href'] > JSXExpressionContainer > Literal[value=/^\\//]",
  "JSXAttribute[name.name='href'] > JSXExpressionContainer > TemplateLiteral",
  "JSXAttribute[name.name='href'] > JSXExpressionContainer > BinaryExpression[operator='+']",
  "Property[key.name='href'] > Literal[value=/^\\//]",
  "Property[key.name='href'] > TemplateLiteral",
  "Property[key.name='href'] > BinaryExpression[operator='+']",
  "BinaryExpression[operator='+'][left.type='Literal'][left.value=/^\\//]",
].map((selector) => ({ selector, message: BUILD_WITH_ROUTES }));

const useClientOutsideClientFile = {
  selector: "Program > ExpressionStatement[directive='use client']",
  message:
    "Only a client component says 'use client', and its file is named `Name.client.tsx` (a hook imported by one needs no directive).",
};

const clientFileWithoutUseClient = {
  selector: "Program:not(:has(> ExpressionStatement[directive='use client']))",
  message: "A `*.client.tsx` file is a client component: it starts with 'use client'.",
};

/** Next's special files that Next requires to be client components. */
const NEXT_CLIENT_FILES = ['app/**/error.tsx', 'app/global-error.tsx'];

const block = (files, selectors, ignores = []) => ({
  files,
  ignores: [...TESTS, ...ignores],
  rules: { 'no-restricted-syntax': ['error', ...selectors] },
});

export const houseRules = [
  block(HOUSE_RULE_FILES, [useClientOutsideClientFile], ['**/*.client.tsx', ...NEXT_CLIENT_FILES]),
  block(VIEWS, [...siteAddressByHand, useClientOutsideClientFile], ['**/*.client.tsx', ...NEXT_CLIENT_FILES]),
  block(['**/*.client.tsx'], [clientFileWithoutUseClient]),
  block(
    VIEWS.map((glob) => glob.replace('*.{ts,tsx}', '*.client.tsx')),
    [...siteAddressByHand, clientFileWithoutUseClient],
  ),
  block([...NEXT_CLIENT_FILES], siteAddressByHand),
];
