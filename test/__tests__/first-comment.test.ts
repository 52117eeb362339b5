/** @jest-environment node */
// A file's first comment says why it exists (issue #8): every source file of the repository opens with
// a comment, after its directive if it has one, so that new files keep the rule the review asks for.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

/** The project's own sources; fixtures and type declarations (next-env.d.ts is generated) are not. */
const SOURCES = ['*.ts', '*.tsx', '*.mjs'];
const NOT_OURS = [/^e2e\/fixtures\//, /\.d\.m?ts$/];

/** What may come before the first comment: a shebang, blank lines and directives ('use client'). */
const PREAMBLE = /^(#!.*|\s*|\s*(['"])use (client|server|strict)\2;?\s*)$/;

function opensWithComment(source: string): boolean {
  const first = source
    .replace(/^\uFEFF/, '')
    .split('\n')
    .find((line) => !PREAMBLE.test(line));
  return first !== undefined && /^\s*\/[/*]/.test(first);
}

/** Tracked and new (not ignored) source files, as paths from the repository root. */
function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...SOURCES], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return [...new Set(listed.split('\n'))].filter(
    (file) => file && !NOT_OURS.some((pattern) => pattern.test(file)) && existsSync(path.join(ROOT, file)),
  );
}

const opens = (file: string) => opensWithComment(readFileSync(path.join(ROOT, file), 'utf8'));

describe('the first-comment rule', () => {
  it.each([
    ['a comment first', '// Why this file exists.\nimport x from "x";\n', true],
    ['a block comment first', '/**\n * Why this file exists.\n */\nexport const x = 1;\n', true],
    ['a comment after the directive', "'use client';\n\n// Why.\nimport x from 'x';\n", true],
    ['a comment after a shebang', '#!/usr/bin/env node\n// Why.\nimport x from "x";\n', true],
    ['an import first', "import x from 'x';\n// Too late.\n", false],
    ['code right after the directive', "'use client';\n\nimport x from 'x';\n", false],
    ['a side-effect import before the comment', "import 'server-only';\n// Too late.\n", false],
    ['an empty file', '', false],
  ])('%s', (_case, source, expected) => {
    expect(opensWithComment(source)).toBe(expected);
  });
});

describe('every source file says first why it exists', () => {
  const files = sourceFiles();

  it('finds the sources to check', () => {
    expect(files).toEqual(expect.arrayContaining(['proxy.ts', 'app/layout.tsx', 'eslint.config.mjs']));
  });

  it('opens every file with a comment (after its directive)', () => {
    const missing = files.filter((file) => !opens(file));
    expect(missing).toEqual([]);
  });
});
