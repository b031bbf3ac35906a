import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The import direction of STYLE.md, enforced here rather than by goodwill:
 * shared ← server, shared ← client, never client ↔ server; shared stays isomorphic.
 */
const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  {
    ignores: [
      'client/dist/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/*.json',
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
    plugins: { 'react-hooks': reactHooks },
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
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
