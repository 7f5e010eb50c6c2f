// @ts-check
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readFileSync } from 'node:fs';

const REMOTES = ['mf-marketing', 'mf-press', 'mf-leads'];

/**
 * The browser builds share a react-router-dom holding only these exports (webpack.shared.js):
 * importing another name would get `undefined` at run time, so it fails here instead.
 */
const routerExports = JSON.parse(readFileSync(new URL('./packages/contracts/src/router-exports.json', import.meta.url), 'utf8'));
const ROUTER_IMPORTS = {
  name: 'react-router-dom',
  allowImportNames: [...routerExports.values, ...routerExports.types],
  message: 'Add the name to packages/contracts/src/router-exports.json first: the shared router is built with only those.',
};

/** Schemas only the server validates with stay out of browser bundles (docs/decisions/0075-api-client.md). */
const SERVER_VALIDATION_IMPORT = {
  group: ['@gagyeong/contracts/server-validation'],
  message: 'Server-only request schemas: never in a browser bundle.',
};

/**
 * Boundaries (DESIGN §2): a remote never imports the shell or another remote; they meet only in
 * @gagyeong/contracts. Nobody imports react-router directly (only the shared react-router-dom).
 */
const boundaryRules = (/** @type {string} */ self) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: [{ name: 'react-router', message: 'Import from react-router-dom (the shared singleton).' }, ROUTER_IMPORTS],
      patterns: [
        {
          group: ['**/shell/**', '@gagyeong/shell', '@gagyeong/shell/**'],
          message: 'Remotes never import the shell: use @gagyeong/contracts.',
        },
        ...REMOTES.filter((remote) => remote !== self).map((remote) => ({
          group: [`**/${remote}/**`, `@gagyeong/${remote}`, `@gagyeong/${remote}/**`],
          message: `Remotes never import each other (${remote}): use @gagyeong/contracts.`,
        })),
        {
          group: ['**/packages/contracts/**'],
          message: 'Import @gagyeong/contracts by its package name (it is a shared singleton).',
        },
        SERVER_VALIDATION_IMPORT,
      ],
    },
  ],
});

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'data/**', 'e2e/test-results/**', '.bench/**'],
  },
  ...tseslint.configs.recommended,
  {
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
    },
  },
  ...REMOTES.map((remote) => ({ files: [`${remote}/**/*.{ts,tsx}`], rules: boundaryRules(remote) })),
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-router', message: 'Import from react-router-dom (the shared singleton).' }, ROUTER_IMPORTS],
          patterns: [
            {
              group: REMOTES.flatMap((remote) => [`**/${remote}/**`, `@gagyeong/${remote}`]),
              message: 'The shell loads remotes at runtime through the contracts, never by import.',
            },
            SERVER_VALIDATION_IMPORT,
          ],
        },
      ],
    },
  },
  {
    // Server-only modules run in Node with the host's full react-router-dom (never the browser's
    // tree-shaken shared copy): the export list does not bind them.
    files: ['shell/**/*.server.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-router', message: 'Import from react-router-dom (the shared singleton).' }],
          patterns: [
            {
              group: REMOTES.flatMap((remote) => [`**/${remote}/**`, `@gagyeong/${remote}`]),
              message: 'The shell loads remotes at runtime through the contracts, never by import.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly', console: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
