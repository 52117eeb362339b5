/** @jest-environment node */
// The lint rules of eslint.config.mjs that keep the house in order, proved on sample files: a
// convention that no longer fires would let the code drift without anyone noticing.
import { execFileSync } from 'node:child_process';

type Sample = { path: string; code: string };

const component = (body: string) =>
  `import Link from 'next/link';\n\nexport function Sample({ id }: { id: number }) {\n  return ${body};\n}\n`;
const clientComponent = `'use client';\n\nexport function Sample() {\n  return <p>Hi</p>;\n}\n`;
const page = 'export default function Page() {\n  return null;\n}\n';
const withBuilder = `import Link from 'next/link';\nimport { routes } from '@/lib/routes/table';\n\nexport function Sample({ id }: { id: number }) {\n  return <p><Link href={routes.cause.href({ id })}>Cause</Link><a href="mailto:info@example.org">Mail</a></p>;\n}\n`;

const SAMPLES = {
  literalHref: { path: 'components/causes/Sample.tsx', code: component('<Link href="/cause">Causes</Link>') },
  templateHref: {
    path: 'components/causes/Sample.tsx',
    code: component('<Link href={`/cause-single/${id}`}>Cause</Link>'),
  },
  concatenatedHref: {
    path: 'components/causes/Sample.tsx',
    code: component("<Link href={'/cause-single/' + id}>Cause</Link>"),
  },
  hrefProperty: {
    path: 'app/cause/page.tsx',
    code: `const crumbs = (id: number) => [{ href: \`/event-single/\${id}\`, label: 'Event' }];\nexport default function Page() {\n  return crumbs(1).length;\n}\n`,
  },
  builderHref: { path: 'components/causes/Sample.tsx', code: withBuilder },
  clientComponent: { path: 'components/ui/Sample.client.tsx', code: clientComponent },
  useClientElsewhere: { path: 'components/ui/Sample.tsx', code: clientComponent },
  clientFileWithoutDirective: { path: 'components/ui/Sample.client.tsx', code: component('<p>{id}</p>') },
  kebabComponent: { path: 'components/ui/sample-card.tsx', code: component('<p>{id}</p>') },
  camelModule: { path: 'lib/cms/searchIndex.ts', code: 'export const x = 1;\n' },
  kebabModule: { path: 'lib/cms/search-index.ts', code: 'export const x = 1;\n' },
  otherFileInApp: { path: 'app/cause/Helper.tsx', code: page },
  nextPage: { path: 'app/cause/page.tsx', code: page },
} satisfies Record<string, Sample>;

// ESLint loads its ESM config by dynamic import, which jest's module system cannot run: the
// samples are linted in one child process with ESLint's own API.
const LINT = `
import { ESLint } from 'eslint';
const samples = JSON.parse(await new Promise((done) => { let s = ''; process.stdin.on('data', (c) => (s += c)).on('end', () => done(s)); }));
const eslint = new ESLint();
const out = {};
for (const [name, { path, code }] of Object.entries(samples)) {
  const [result] = await eslint.lintText(code, { filePath: path });
  out[name] = result.messages.filter((m) => m.ruleId === 'no-restricted-syntax' || m.ruleId?.startsWith('check-file/')).map((m) => m.message);
}
process.stdout.write(JSON.stringify(out));
`;

let problems: Record<keyof typeof SAMPLES, string[]>;

beforeAll(() => {
  problems = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', LINT], {
      input: JSON.stringify(SAMPLES),
      encoding: 'utf8',
    }),
  );
}, 60_000);

describe('site addresses come from the route table', () => {
  it.each(['literalHref', 'templateHref', 'concatenatedHref', 'hrefProperty'] as const)(
    'rejects an address built by hand (%s)',
    (name) => {
      expect(problems[name]).toContainEqual(expect.stringContaining("route table's builders"));
    },
  );

  it('accepts a builder, and links to mail', () => {
    expect(problems.builderHref).toEqual([]);
  });
});

describe('file names', () => {
  it("names a client component Name.client.tsx, and every such file says 'use client'", () => {
    expect(problems.clientComponent).toEqual([]);
    expect(problems.useClientElsewhere).toEqual([expect.stringContaining('Name.client.tsx')]);
    expect(problems.clientFileWithoutDirective).toEqual([expect.stringContaining("starts with 'use client'")]);
  });

  it('names components in PascalCase, modules in kebab-case and the files under app/ as Next does', () => {
    expect(problems.kebabComponent).toEqual([expect.stringContaining('PASCAL_CASE')]);
    expect(problems.camelModule).toEqual([expect.stringContaining('KEBAB_CASE')]);
    expect(problems.kebabModule).toEqual([]);
    expect(problems.otherFileInApp).toHaveLength(1);
    expect(problems.nextPage).toEqual([]);
  });
});
