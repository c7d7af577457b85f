import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

// What may be imported of a feature from outside it: its index.ts (`features/<name>`), its page.ts
// where it has one (what only pages use, kept out of an index.ts the start chunk reads), its
// requests.ts where it has one (its public reads, worker-safe: the service worker's catalogue reads
// them), and a component by its file (`features/<name>/components/<Name>`: one module, so a page's
// chunk gets that component alone; Rolldown puts all that a re-exporting file reaches in each
// importer's chunk). Any other file of a feature is its own business (docs/architecture.md,
// docs/decisions/app/feature-borders.md).
const ENTRY = '(?!(index|page|requests|components/[A-Za-z]+)$)';
const NO_HTML = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Rich text is rendered from Strapi blocks, never as HTML.',
};
// A route file is its route's options and at most a one-element wrapper handing route data (params,
// search, loader data) to a feature's page as props: no markup of its own (docs/architecture.md).
const ROUTE_PAGE_ONLY = 'A route file renders one page component, no markup: put the page in its feature (features/<name>/components/<Name>Page.tsx).';
const THIN_ROUTES = [
  'JSXFragment',
  'JSXElement > JSXElement',
  'JSXElement > JSXExpressionContainer',
  'JSXElement > JSXText',
  "JSXOpeningElement > JSXIdentifier.name[name=/^[a-z]/]",
].map((selector) => ({ selector, message: ROUTE_PAGE_ONLY }));

const FEATURE_INTERNALS = {
  regex: `(^|/)features/[a-z-]+/${ENTRY}`,
  message: "Import a feature through 'features/<name>' (index.ts), 'features/<name>/page', 'features/<name>/requests' or a component's file 'features/<name>/components/<Name>', never another file inside it.",
};
// Shared code (src/components, src/lib) is what features build on: it never imports one, statically
// or lazily. What the layout shows of a feature is handed in by the route that composes it.
const SHARED_NOT_FEATURES = 'Shared code (src/components, src/lib) never imports a feature: take what it shows as props or slots, handed in by the route that composes it (routes/__root.tsx: FrameSlots).';
// The service worker reads a feature only through its requests.ts (worker-safe), and no page code.
const WORKER_SAFE = 'The service worker reads a feature only through its requests.ts, and no page code: no React, no page modules.';

// The server's layers (server/src): api/ builds on lib/, a plugin on both; never the other way round.
const SERVER_LAYERS = [
  { target: './server/src/lib', from: './server/src/api', message: 'lib/ is below api/: move what both need into lib/, or pass it in.' },
  { target: ['./server/src/lib', './server/src/api'], from: './server/src/plugins', message: 'A plugin builds on lib/ and api/, never the other way round.' },
];
const SEAM_ENTRIES = {
  target: './server/src',
  from: './server/src/lib/strapi-internals',
  except: ['./index.ts', './boot.ts'],
  message: "Strapi's internals are read through the seam's entries: 'lib/strapi-internals' (index.ts) or its boot.ts, never another file of it.",
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.tmp/',
      'coverage/',
      'public/locales/',
      'src/routeTree.gen.ts',
      // The server's builds and Strapi's generated files; its migrations are plain JS, frozen once released.
      'server/dist/',
      'server/build/',
      'server/.strapi/',
      'server/.tmp/',
      'server/types/generated/',
      'server/database/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }] },
  },
  // A dedicated worker's script, shipped as written (vite-plugins/early-home-script.ts, ICU_WARM_UP_URL).
  {
    files: ['public/icu-warm-up.js'],
    languageOptions: { globals: globals.worker },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': ['error', NO_HTML],
    },
  },
  {
    // The root route's component is the app's frame (header, main, footer), not a feature's page.
    files: ['src/routes/**/*.tsx'],
    ignores: ['src/routes/**/-components/**', 'src/routes/__root.tsx'],
    rules: { 'no-restricted-syntax': ['error', NO_HTML, ...THIN_ROUTES] },
  },
  // Feature borders: the routes, start.tsx and the rest of src/ use a feature only through its entry
  // files, never a file inside it. (A lazy `import()` may name one, to keep its chunk small: the rule
  // reads static imports only.) Tests may read the files they test.
  {
    files: ['src/**/*.{ts,tsx,mjs}'],
    ignores: ['src/features/**', 'src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FEATURE_INTERNALS] }] },
  },
  // Shared code imports no feature at all (bulletproof-react's unidirectional layers: shared →
  // features → app), not even lazily.
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx,mjs}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)features(/|$)', message: SHARED_NOT_FEATURES }] }],
      'no-restricted-syntax': ['error', NO_HTML, { selector: 'ImportExpression[source.value=/(^|\\x2F)features\\x2F/]', message: SHARED_NOT_FEATURES }],
    },
  },
  // The service worker (its own bundle): a feature's requests.ts and the worker-safe modules of
  // src/offline and src/lib/api-request, nothing that belongs to the page.
  {
    files: ['sw/**/*.ts'],
    ignores: ['sw/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)features/[a-z-]+(/(?!requests$)|$)', message: WORKER_SAFE },
            { regex: '(^|/)src/(components|routes|offline/page|offline/update)/', message: WORKER_SAFE },
            { regex: '(^|/)src/lib/(?!api-request$)', message: WORKER_SAFE },
            { group: ['react', 'react-dom', 'react-*', '@tanstack/*', '@lingui/*'], message: WORKER_SAFE },
          ],
        },
      ],
    },
  },
  // And a feature uses another likewise (its own files import each other freely). One block per
  // folder depth, since an import path is relative to its file: `../` × depth leaves the feature.
  ...[1, 2, 3].map((depth) => ({
    files: [`src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx,mjs}`],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./){${depth}}[a-z-]+/${ENTRY}`,
              message: "Import another feature through its entry file (e.g. '../votes' or '../auth/page'), never a file inside it.",
            },
            FEATURE_INTERNALS,
          ],
        },
      ],
    },
  })),
  // A feature's requests.ts is read by the worker too: it imports nothing but the request's shape.
  {
    files: ['src/features/*/requests.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\.\\./\\.\\./lib/api-request$)', message: "A feature's requests.ts is read by the service worker: it imports only '../../lib/api-request'." }] }],
    },
  },
  {
    // No import cycles in the app, its worker or the server (type-only imports aside: they are gone at run time).
    files: ['src/**/*.{ts,tsx,mjs}', 'sw/**/*.ts', 'server/src/**/*.{ts,tsx}', 'server/config/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mjs'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The server runs in Node; the admin panel's code (its extensions, the campaign plugin's admin half) in the editor's browser.
    files: ['server/src/**/*.{ts,tsx}', 'server/config/**/*.ts'],
    ignores: ['server/src/admin/**', 'server/src/plugins/*/admin/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['server/src/admin/**/*.{ts,tsx}', 'server/src/plugins/*/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The server's layers: the content types' controllers, services and routes (api/) use the domain
    // modules (lib/), never the other way round; a plugin stands beside api/ and is used by neither.
    // A zone reads the path an import resolves to, at any depth.
    files: ['server/src/**/*.{ts,tsx}', 'server/config/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: SERVER_LAYERS }],
    },
  },
  {
    // Strapi's internals are read through the seam's entries only (docs/decisions/server/strapi-internals.md).
    files: ['server/src/**/*.{ts,tsx}', 'server/config/**/*.ts'],
    ignores: ['server/src/lib/strapi-internals/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [...SERVER_LAYERS, SEAM_ENTRIES] }] },
  },
  {
    // Strapi loads a local plugin's server half through this CommonJS file.
    files: ['server/src/plugins/*/strapi-server.js'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Outside the seam, no raw SQL builder and no Strapi internal: tables, link tables, system columns,
    // the database's metadata or connection and the session manager are the seam's to know.
    files: ['server/src/**/*.{ts,tsx}', 'server/config/**/*.ts'],
    ignores: ['server/src/lib/strapi-internals/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [{ name: 'knex', message: "SQL goes through lib/strapi-internals (ownTable, ownStatement, the queries).", allowTypeImports: false }] }],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[property.name=/^(connection|metadata|dialect)$/][object.property.name='db']", message: "strapi.db's connection, metadata and dialect are read in lib/strapi-internals only." },
        { selector: "MemberExpression[property.name='sessionManager']", message: "Strapi's session manager is read in lib/strapi-internals only (member-sessions.ts)." },
        { selector: 'Literal[value=/^(up_users|document_id|created_at|updated_at|published_at)$|_lnk$/]', message: "Strapi's table, link-table and system-column names live in lib/strapi-internals only." },
      ],
    },
  },
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
