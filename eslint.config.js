import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.tmp/',
      'coverage/',
      'public/locales/',
      'src/routeTree.gen.ts',
      'server/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Rich text is rendered from Strapi blocks, never as HTML.',
        },
      ],
    },
  },
  // Feature borders: a feature uses another only through its entry file (src/features/<name>/index.ts),
  // never a file inside it. One block per folder depth, since an import path is relative to its file.
  ...[1, 2, 3].map((depth) => ({
    files: [`src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./){${depth}}[a-z-]+/`,
              message: "Import another feature through its entry file (e.g. '../votes'), never a file inside it.",
            },
          ],
        },
      ],
    },
  })),
  {
    // react-toastify is read with the first toast (components/ui/toast.ts), never with the app.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/ui/toast.ts', 'src/components/ui/ToastContainerHost.tsx', 'src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-toastify', message: "Use toast from components/ui/toast: react-toastify loads with the first toast.", allowTypeImports: true }] },
      ],
    },
  },
  {
    // The outbox runs in the service worker too: no React, no DOM, no page storage in it.
    files: ['src/offline/outbox/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-dom', 'react-*', '@tanstack/*', '@lingui/*', '**/page/*', '**/update/*', '**/lib/*', '**/features/*'], message: 'The outbox is worker-safe: no React, no page modules.' }] }],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage'],
    },
  },
  {
    // Run in the page (index.html's first script) and in Node (the app server): what both have.
    files: ['src/**/*.mjs'],
    languageOptions: { globals: { ...globals.es2021, URL: 'readonly' } },
  },
  {
    files: ['scripts/**/*.mjs', 'tests/**/*.ts', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Server and browser tests read JSON bodies whose shape is what they assert.
    files: ['tests/server/**/*.ts', 'tests/e2e/**/*.ts', 'tests/cluster/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
