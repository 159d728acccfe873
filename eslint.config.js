import js from '@eslint/js'
import globals from 'globals'
import boundaries from 'eslint-plugin-boundaries'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import pluginQuery from '@tanstack/eslint-plugin-query'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/** Every element type below; tests and test helpers may import any of them. */
const allElements = [
  'app',
  'routes',
  'feature',
  'shared',
  'styles',
  'testing',
  'mocks',
  'deploy',
  'functions',
]

/** What the hosts' code may import of src/: src/lib (the host and language rules) and Paraglide. */
const sharedWithHosts = { element: { type: 'shared', captured: { folder: '{lib,paraglide}' } } }

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-e2e*',
      'dist-real*',
      'dist-telemetry*',
      'coverage',
      'playwright-report',
      'test-results',
      'bench-results',
      '.lighthouseci',
      // wrangler pages dev's bundles of functions/ (npm run serve:pages).
      '.wrangler',
      'src/routeTree.gen.ts',
      'src/paraglide',
      'mocks/worker/mockServiceWorker.js',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Never render raw HTML: React escapes text for us.',
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Rules that read the types: a promise nobody awaits or handles, a promise passed where a
    // plain callback is expected, `any` leaking out. On the app, the mock backend and what the
    // hosts run (deploy/, functions/): over the scripts, browser tests and tools as well, a lint
    // took a third more CPU time.
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts', 'deploy/**/*.ts', 'functions/**/*.ts'],
    extends: [...tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // TanStack Router's redirects are thrown, as its documentation does.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: 'Redirect' }] },
      ],
    },
  },
  {
    // Vitest types its matchers (expect.any, objectContaining, …) as `any`, so every expected
    // object that holds one would be reported.
    files: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'deploy/**/*.test.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  // Markup that a screen reader or a keyboard cannot use (missing labels, handlers on
  // elements that take no focus, …).
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  // Query keys that miss a variable, unstable query clients, etc.
  ...pluginQuery.configs['flat/recommended'].map((config) => ({
    ...config,
    files: ['src/**/*.{ts,tsx}'],
  })),
  {
    // Architecture: who may import whom, by folder, whatever the import looks like
    // (`@/…`, `../…`, type-only or dynamic).
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts', 'deploy/**/*.ts', 'functions/**/*.ts'],
    plugins: { boundaries },
    settings: {
      // Resolves `@/…` (tsconfig paths) and .ts/.tsx files, so imports land on real files.
      'import/resolver': { typescript: { project: 'tsconfig.base.json' } },
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      // Matched from the project root; the first descriptor that matches a file wins.
      'boundaries/elements': [
        { type: 'routes', pattern: 'src/routes', partialMatch: false },
        { type: 'feature', pattern: 'src/features/*', partialMatch: false, capture: ['feature'] },
        // src/paraglide: the compiled messages (npm run i18n), which every layer may use.
        {
          type: 'shared',
          pattern: 'src/{components,hooks,lib,paraglide}',
          partialMatch: false,
          capture: ['folder'],
        },
        { type: 'styles', pattern: 'src/styles', partialMatch: false },
        { type: 'testing', pattern: 'src/testing', partialMatch: false },
        { type: 'mocks', pattern: 'mocks', partialMatch: false },
        // What the hosts serve and run: the host files the build writes, nginx, serve:prod.
        { type: 'deploy', pattern: 'deploy', partialMatch: false },
        // Cloudflare Pages' middleware.
        { type: 'functions', pattern: 'functions', partialMatch: false },
        // The rest of src: main.tsx, start-app.tsx, router.tsx, routeTree.gen.ts.
        { type: 'app', pattern: 'src', partialMatch: false },
      ],
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // Imports between files of one folder element (one feature, src/lib, …) are checked too,
          // so the own-feature policy below is what lets a feature use its own files.
          checkInternals: true,
          message:
            '{{ from.element.types.[0] }} ({{ from.element.path }}) must not import ' +
            '{{ to.element.types.[0] }} ({{ to.element.path }}): a feature imports shared code ' +
            'and its own folder only, shared code (components, hooks, lib) only shared code. ' +
            'Move what two features need to src/lib or src/components. deploy/ and functions/ ' +
            'import src/lib and the Paraglide runtime; nothing in src/ imports them.',
          policies: [
            {
              from: { element: { types: { anyOf: ['app', 'routes'] } } },
              allow: {
                to: {
                  element: { types: { anyOf: ['app', 'routes', 'feature', 'shared', 'styles'] } },
                },
              },
            },
            {
              // The mock backend, loaded only when mocking is on (start-app.tsx).
              from: { element: { type: 'app' } },
              allow: { to: { element: { type: 'mocks' } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: [
                { to: { element: { type: 'shared' } } },
                {
                  to: {
                    element: {
                      type: 'feature',
                      captured: { feature: '{{ from.element.captured.feature }}' },
                    },
                  },
                },
              ],
            },
            {
              from: { element: { type: 'shared' } },
              allow: { to: { element: { type: 'shared' } } },
            },
            {
              from: { element: { type: 'mocks' } },
              allow: { to: { element: { types: { anyOf: ['mocks', 'shared'] } } } },
            },
            {
              // The hosts' code builds on the app's (the host and language rules, the languages),
              // never the other way: no element of src/ may import deploy/ or functions/.
              from: { element: { type: 'deploy' } },
              allow: [{ to: { element: { type: 'deploy' } } }, { to: sharedWithHosts }],
            },
            {
              from: { element: { type: 'functions' } },
              allow: [
                { to: { element: { types: { anyOf: ['functions', 'deploy'] } } } },
                { to: sharedWithHosts },
              ],
            },
            {
              // Tests and their helpers may reach anything in src, the mock backend and src/testing.
              from: [{ file: { categories: 'test' } }, { element: { type: 'testing' } }],
              allow: { to: { element: { types: { anyOf: allElements } } } },
            },
          ],
        },
      ],
    },
  },
)
