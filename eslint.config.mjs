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

/**
 * Boundaries (docs/architecture.md §2): a remote never imports the shell or another remote; they meet only in
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
        {
          group: ['**/packages/ui/**'],
          message: 'Import @gagyeong/ui by its package name.',
        },
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
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
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
    // The shared UI package sits under the shell and the remotes: it imports none of them.
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shell/**', '**/mf-*/**', '@gagyeong/shell', '@gagyeong/shell/**', '@gagyeong/mf-*'],
              message: '@gagyeong/ui depends only on React and @gagyeong/contracts.',
            },
            { group: ['**/packages/contracts/**'], message: 'Import @gagyeong/contracts by its package name.' },
          ],
        },
      ],
    },
  },
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
