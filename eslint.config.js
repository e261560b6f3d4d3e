// @ts-check
import js from '@eslint/js'
import vitest from '@vitest/eslint-plugin'
import prettier from 'eslint-config-prettier'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Core packages must stay framework-free: only `react` and `ui` (and the apps) may import React. */
const CORE_PACKAGES = [
  'packages/model',
  'packages/form-state',
  'packages/snippets',
  'packages/proxy-fetcher',
  'packages/proxy-server',
  'packages/fetcher',
  'packages/registry-client',
  'packages/importers',
  'packages/auth-state',
  'packages/core',
]

export default tseslint.config(
  { ignores: ['**/dist/**', '**/coverage/**', '**/test-results/**', '**/.turbo/**', '**/node_modules/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description' }],
      curly: ['error', 'multi-line'],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    files: CORE_PACKAGES.map((folder) => `${folder}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'Core packages are framework-free; React belongs in packages/react.' },
            { name: 'react-dom', message: 'Core packages are framework-free; React belongs in packages/ui.' },
            { name: 'zustand', message: 'Core stores use createStore from zustand/vanilla.' },
            { name: 'zustand/react', message: 'Core stores use createStore from zustand/vanilla.' },
            { name: 'zustand/traditional', message: 'Core stores use createStore from zustand/vanilla.' },
          ],
        },
      ],
    },
  },
  {
    // The UI kit renders; it reaches the explorer core and its stores only through packages/react.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['core', 'auth-state', 'form-state', 'proxy-fetcher'].map((name) => ({
            name: `@api-explorer/${name}`,
            message: 'The UI kit imports the explorer core and its stores through @api-explorer/react.',
          })),
        },
      ],
    },
  },
  {
    files: ['packages/react/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}', 'apps/demo/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    plugins: { vitest },
    rules: {
      ...vitest.configs.recommended.rules,
      'vitest/consistent-test-it': ['error', { fn: 'it' }],
      'vitest/valid-title': 'error',
      // fast-check's fc.assert runs a property whose body asserts.
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', 'fc.assert'] }],
      // itForEachLanguage (the snippets' fidelity tests) declares one test per language around its body.
      'vitest/no-standalone-expect': ['error', { additionalTestBlockFunctions: ['itForEachLanguage'] }],
    },
  },
  prettier,
)
