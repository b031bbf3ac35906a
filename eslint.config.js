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
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      'import-x/no-restricted-paths': ['error', { zones: clientZones }],
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
