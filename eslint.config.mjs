// The lint the project must pass with no warning: Next's rules, strict types, one naming convention and
// the house rules.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import checkFile from 'eslint-plugin-check-file';
import prettier from 'eslint-config-prettier/flat';
import { HOUSE_RULE_FILES, houseRules } from './eslint.house-rules.mjs';

/** The file names Next gives meaning to under app/ (route handlers are `route.ts`, kebab-case already). */
const NEXT_SPECIAL_FILE = '@(page|layout|template|loading|error|global-error|not-found|default)';

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'react/no-array-index-key': 'error',
    },
  },
  // One naming convention: modules kebab-case, components PascalCase, client components
  // `*.client.tsx`, Next's special files as Next names them (see eslint.house-rules.mjs).
  {
    files: [...HOUSE_RULE_FILES, 'e2e/**/*.ts', 'test/**/*.ts'],
    ignores: ['**/__tests__/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        {
          'app/**/*.tsx': NEXT_SPECIAL_FILE,
          '{app,components,lib,content,e2e,test}/**/*.ts': 'KEBAB_CASE',
          'components/**/*.tsx': 'PASCAL_CASE',
          '*.ts': 'KEBAB_CASE',
        },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { 'app/**/': 'NEXT_JS_APP_ROUTER_CASE', '{components,lib,content,e2e,test}/**/': 'KEBAB_CASE' },
      ],
    },
  },
  {
    // A test is named after its unit: a module's in kebab-case, a component's in PascalCase.
    files: ['**/__tests__/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': '@(+([a-z0-9])*(-+([a-z0-9]))|[A-Z]*([a-zA-Z0-9]))' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    // sharp as an ES import makes Turbopack ship async-module support to every page: lib/load-sharp.ts.
    files: ['{app,components,lib,content}/**/*.{ts,tsx}', 'proxy.ts'],
    ignores: ['lib/load-sharp.ts', '**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'sharp', message: 'Use lib/load-sharp.ts: an import of sharp adds 0.45 KiB to every page.' }],
        },
      ],
    },
  },
  {
    // zod is most of a form's code: the browser gets it, with the schemas, on first submit (schema-loaders.ts).
    files: ['components/**/*.client.tsx', 'components/forms/**/*.ts'],
    ignores: ['**/__tests__/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', allowTypeImports: true, message: 'Load a schema with lib/forms/schema-loaders.ts.' }],
          patterns: [
            {
              group: ['@/lib/forms/*-schema', '@/lib/forms/*-schemas', '@/lib/forms/rules'],
              allowTypeImports: true,
              message: 'Load a schema with lib/forms/schema-loaders.ts; labels are in lib/forms/form-labels.ts.',
            },
          ],
        },
      ],
    },
  },
  ...houseRules,
  // Layout is Prettier's (`npm run lint` checks it): no lint rule may disagree with it.
  prettier,
  globalIgnores([
    '.next/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
  ]),
]);
