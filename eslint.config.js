// The lint gate (run by `npm test`). A rule that turns out wrong is changed here, with a reason, never
// silenced inline.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const noFocusedOrSkippedTests = [
  {
    selector: "CallExpression[callee.property.name='only'][callee.object.name=/^(it|test|describe)$/]",
    message: 'No focused tests.',
  },
  {
    selector: "CallExpression[callee.property.name='skip'][callee.object.name=/^(it|test|describe)$/]",
    message: 'No skipped tests.',
  },
];

const moduleInternals = {
  regex: '(^|/)modules/[^/]+/(?!index\\.ts$).+',
  message: 'Import a module through its face (modules/<x>/index.ts), not its internals.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // unused names are a type error already (noUnusedLocals); `_`-prefixed ones are deliberate
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', ...noFocusedOrSkippedTests],
    },
  },
  {
    // No import circle anywhere (decision 0058), type imports included: a new one fails `npm run lint`.
    // Only the project's own files are followed (node_modules is not walked).
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // every import names its file (`.ts`) or a workspace package's export, so plain resolution finds it
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // the plain script a page names first (decision 0036): browser code outside the bundle
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'boundaries/include': ['apps/web/src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app' },
        { type: 'feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'shared', pattern: 'apps/web/src/components' },
        { type: 'shared', pattern: 'apps/web/src/lib' },
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The app runs on Preact's React compatibility (decision 0034), which neither hoists head elements
      // rendered in a page nor reads a context with use() in a server render.
      'no-restricted-syntax': [
        'error',
        ...noFocusedOrSkippedTests,
        {
          selector: 'JSXOpeningElement[name.name=/^(title|meta|link)$/]',
          message:
            'Put head tags in <DocumentHead> (components/document-head.tsx): nothing hoists a <title>, <meta> or <link> from the page.',
        },
        {
          selector: "CallExpression[callee.name='use']",
          message: 'Read a context with useContext(): use(Context) fails in the server render (decision 0034).',
        },
      ],
      // shared code ← features ← app: shared code imports only shared code; a feature imports shared code and
      // its own files, never another feature's (what two features need belongs in shared code).
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'app' } }, allow: { to: { element: { types: { anyOf: ['app', 'feature', 'shared'] } } } } },
            {
              from: { element: { type: 'feature' } },
              allow: [
                { to: { element: { type: 'shared' } } },
                { to: { element: { type: 'feature', captured: { feature: '{{ from.captured.feature }}' } } } },
              ],
            },
            { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      // the contract is shared by both apps, so it may import neither
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/**', '@raahi/api*', '@raahi/web*'], message: 'The contract imports no app.' }] },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.repo.ts', 'apps/api/src/db/**'],
    rules: {
      // Drizzle's query builder lives in *.repo.ts and db/ only; services and routes call repositories.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Queries belong in a *.repo.ts file.', allowTypeImports: true }],
          patterns: [
            { group: ['drizzle-orm/*'], message: 'Queries belong in a *.repo.ts file.', allowTypeImports: true },
            { group: ['**/db/schema.ts'], message: 'Tables are queried in *.repo.ts files; import types only.', allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    // Each API module is reached only through its face, modules/<x>/index.ts (decision 0050): from another
    // module, from http/, plugins/, db/ and the app, and from scripts/. A module's own files and its tests reach in.
    files: ['apps/api/src/**/*.ts', 'scripts/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [moduleInternals] }] },
  },
  {
    // from a module's own folder, ../<y>/ is another module
    files: ['apps/api/src/modules/*/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [moduleInternals, { regex: '^\\.\\./[^./][^/]*/(?!index\\.ts$).+', message: moduleInternals.message }] },
      ],
    },
  },
  {
    files: ['e2e/**/*.spec.ts'],
    rules: {
      // journeys use a page that waits for hydration after goto()/reload() (e2e/support/test.ts)
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', message: "Import test and expect from './support/test.ts'." }] },
      ],
    },
  },
  prettier,
);
