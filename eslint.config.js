import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The import direction of STYLE.md, enforced here rather than by goodwill:
 * shared ← server, shared ← client, never client ↔ server; shared stays isomorphic.
 */
const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

/**
 * The web app's folders import one way only, bulletproof-react style: shared UI and helpers
 * (components/, lib/, config/) → features/ → app/. A feature never imports another feature: pages
 * that need two are composed in app/. One zone per feature folder, read from the disk (ADR 008).
 */
const client = 'client/src';
const features = readdirSync(`${client}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const clientZones = [
  ...features.flatMap((feature) => [
    {
      target: `${client}/features/${feature}`,
      from: `${client}/features`,
      except: [`./${feature}`],
      message: `features/${feature} may not import another feature; compose them in app/ or move what both need to components/ or lib/.`,
    },
    {
      target: `${client}/features/${feature}`,
      from: `${client}/app`,
      message: `features/${feature} may not import app/, which composes the features.`,
    },
  ]),
  ...['components', 'lib', 'config'].flatMap((folder) =>
    ['features', 'app'].map((upper) => ({
      target: `${client}/${folder}`,
      from: `${client}/${upper}`,
      message: `${folder}/ is shared by every feature, so it may not import ${upper}/.`,
    })),
  ),
];

/**
 * The server's modules have front doors (issue 27, ADR 028): from outside modules/<name>, only its
 * index.ts may be imported. Tests may reach inside (they test the internals); migrations never
 * import modules at all. One zone per module and importer, read from the disk like the client's.
 */
const server = 'server/src';
const serverModules = readdirSync(`${server}/modules`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const outsideModules = readdirSync(server)
  .filter((name) => name !== 'modules')
  .map((name) => `${server}/${name}`);
const serverZones = serverModules.flatMap((module) =>
  [
    ...serverModules.filter((other) => other !== module).map((other) => `${server}/modules/${other}`),
    ...outsideModules,
    'server/scripts',
    'bench',
  ].map((target) => ({
    target,
    from: `${server}/modules/${module}`,
    except: [
      './index.ts',
      // Test helpers are for tests and the benchmarks, never the store itself; db/database.ts
      // assembles the tables' types from each module's *.table.ts (types only, no door needed).
      ...readdirSync(`${server}/modules/${module}`)
        .filter(
          (name) => name.endsWith('.test-helpers.ts') || (target === `${server}/db` && name.endsWith('.table.ts')),
        )
        .map((name) => `./${name}`),
    ],
    message: `Import modules/${module} through its front door, modules/${module}/index.ts (export what you need there).`,
  })),
);

export default tseslint.config(
  {
    ignores: [
      'client/dist/**',
      'client/dist-server/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/*.json',
      'reports/**',
      '.stryker-tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['server/**', 'e2e/**', 'bench/**', '*.config.{js,ts}', 'scripts/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      'import-x/no-restricted-paths': ['error', { zones: clientZones }],
      'import-x/no-cycle': 'error',
      ...restrict(
        [
          '#server/*',
          '**/server/**',
          'node:*',
          'kysely',
          'pg',
          'fastify',
          'better-auth/*',
          '!better-auth/react',
          '!better-auth/client/plugins',
        ],
        'The web app may import shared code, never the server or Node built-ins.',
      ),
    },
  },
  {
    // No import cycles on the server and in shared, as in the web app (issue 27): type-only imports
    // are erased at run time and do not count.
    files: ['server/**/*.ts', 'shared/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['server/**/*.ts', 'bench/**/*.ts'],
    ignores: ['**/*.test.ts', 'server/src/testing/**', 'server/src/db/migrations/**'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones }] },
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict(
      ['#client/*', '**/client/src/**', 'react', 'react-dom'],
      'The server may import shared code, never the web app.',
    ),
  },
  {
    files: ['shared/**/*.ts'],
    rules: restrict(
      [
        '#server/*',
        '#client/*',
        '**/server/**',
        '**/client/**',
        'node:*',
        'react',
        'react-dom',
        'kysely',
        'pg',
        'fastify',
      ],
      'shared/ is isomorphic: no server, no web app, no Node built-ins, no database.',
    ),
  },
);
