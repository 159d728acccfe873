import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-e2e*',
      'dist-real*',
      'coverage',
      'playwright-report',
      'test-results',
      'bench-results',
      'src/routeTree.gen.ts',
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
    // Features do not import each other, and nothing below features imports them.
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // From features/<name>/<folder>/file: '../../<other>/...' reaches a sibling feature.
              regex: '^(\\.\\./\\.\\./(?!\\.\\.)[^/]+/|.*/features/)',
              message:
                'Features do not import each other; move shared code to src/lib or src/components.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/**', 'src/components/**', 'src/hooks/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/routes/**'],
              message: 'Shared code must not depend on features or routes.',
            },
          ],
        },
      ],
    },
  },
)
