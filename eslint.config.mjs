// @ts-check
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync, readFileSync } from 'node:fs';

const REMOTES = ['mf-marketing', 'mf-press', 'mf-leads'];

/**
 * The browser builds share a react-router-dom holding only these exports (webpack.shared.js):
 * importing another name would get `undefined` at run time, so it fails here instead.
 */
const routerExports = JSON.parse(
  readFileSync(new URL('./packages/contracts/src/router-exports.json', import.meta.url), 'utf8'),
);
const ROUTER_IMPORTS = {
  name: 'react-router-dom',
  allowImportNames: [...routerExports.values, ...routerExports.types],
  message:
    'Add the name to packages/contracts/src/router-exports.json first: the shared router is built with only those.',
};
/** Tests run in jest against the whole package: they may also use the list's test-only names. */
const ROUTER_TEST_IMPORTS = {
  ...ROUTER_IMPORTS,
  allowImportNames: [...ROUTER_IMPORTS.allowImportNames, ...routerExports.testValues],
};
/** Tests and the helpers only tests import. */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/src/test/**', '**/test-utils.tsx'];

/** Lets tests use the router's test-only names under a block's `no-restricted-imports`. */
function forTests(/** @type {Record<string, any>} */ rules) {
  const [level, options] = rules['no-restricted-imports'];
  return {
    'no-restricted-imports': [
      level,
      {
        ...options,
        paths: options.paths.map((/** @type {{ name: string }} */ path) =>
          path.name === 'react-router-dom' ? ROUTER_TEST_IMPORTS : path,
        ),
      },
    ],
  };
}

/** Schemas only the server validates with stay out of browser bundles (docs/decisions/0075-api-client.md). */
const SERVER_VALIDATION_IMPORT = {
  group: ['@gagyeong/contracts/server-validation'],
  message: 'Server-only request schemas: never in a browser bundle.',
};

/**
 * Server-only modules (`*.server.ts`: remotes' data loaders, the shell's render entry) are imported
 * by other server modules and tests only; the browser builds also refuse them
 * (federation/server-only-modules-plugin.js, docs/decisions/0085-server-data-handoff.md).
 */
const SERVER_ONLY_IMPORT = {
  group: ['*.server'],
  message: 'Server-only module: import it from a *.server.ts file (or a test), never from browser code.',
};

/** The same rules, allowing server-only modules (for `*.server.ts` files and tests). */
function allowServerOnly(/** @type {Record<string, any>} */ rules) {
  const [level, options] = rules['no-restricted-imports'];
  return {
    'no-restricted-imports': [
      level,
      { ...options, patterns: options.patterns.filter((/** @type {unknown} */ p) => p !== SERVER_ONLY_IMPORT) },
    ],
  };
}

/** Nobody imports react-router directly; react-router-dom only by the shared list's names. */
const ROUTER_PATHS = [
  { name: 'react-router', message: 'Import from react-router-dom (the shared singleton).' },
  ROUTER_IMPORTS,
];

/**
 * Boundaries (docs/architecture.md §2): a remote never imports the shell or another remote; they meet only in
 * @gagyeong/contracts.
 */
const boundaryRules = (/** @type {string} */ self) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: ROUTER_PATHS,
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
        SERVER_VALIDATION_IMPORT,
        SERVER_ONLY_IMPORT,
      ],
    },
  ],
});

/** The shell: remotes only at run time, the shared router's names only. */
const SHELL_IMPORT_RULES = {
  'no-restricted-imports': [
    'error',
    {
      paths: ROUTER_PATHS,
      patterns: [
        {
          group: REMOTES.flatMap((remote) => [`**/${remote}/**`, `@gagyeong/${remote}`]),
          message: 'The shell loads remotes at runtime through the contracts, never by import.',
        },
        SERVER_VALIDATION_IMPORT,
        SERVER_ONLY_IMPORT,
      ],
    },
  ],
};

/** The options jsx-a11y's recommended set gives a rule, to extend rather than restate them. */
function jsxA11yRuleOptions(/** @type {string} */ rule) {
  const setting = /** @type {unknown[]} */ (jsxA11y.flatConfigs.recommended.rules?.[`jsx-a11y/${rule}`]);
  return /** @type {Record<string, string[]>} */ (setting[1]);
}

/**
 * Inside a package (docs/decisions/0077-lint.md): a feature imports another feature only through
 * its `index.ts`; code several features use lives outside `src/features` (src/components,
 * src/config, …), which imports no feature; `src/app` composes the features and no feature imports
 * it. Tests and their helpers may reach across (an integration test drives two features).
 */
const FEATURE_PACKAGES = ['shell', ...REMOTES];
const featureZones = FEATURE_PACKAGES.flatMap((pkg) => {
  const root = `./${pkg}/src`;
  const features = readdirSync(new URL(`${root}/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const shared = readdirSync(new URL(root, import.meta.url), { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && !['app', 'features', 'exposed', 'server', 'test', 'test-support'].includes(entry.name),
    )
    .map((entry) => `${root}/${entry.name}`);
  return [
    ...features.map((feature) => ({
      target: `${root}/features/${feature}`,
      from: `${root}/features`,
      except: [`./${feature}`, ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
      message: 'Import another feature through its index.ts, or move shared code out of src/features.',
    })),
    { target: `${root}/features`, from: `${root}/app`, message: 'Features never import the app that composes them.' },
    ...(shared.length > 0
      ? [
          {
            target: shared,
            from: [`${root}/features`, `${root}/app`],
            message: 'Shared code imports no feature and no app code.',
          },
        ]
      : []),
  ];
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'functions/lib/**',
      '**/node_modules/**',
      '**/coverage/**',
      'data/**',
      'e2e/test-results/**',
      '.bench/**',
    ],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    files: ['shell/**/*.tsx', 'mf-*/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // What scrolls sideways on a phone (a table as a named region, a figure) or pans and zooms (a
      // group with its own keys) is focusable so a keyboard can move it.
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: ['figure'], roles: ['tabpanel', 'region', 'group'], allowExpressionValues: true },
      ],
      // The desktop menu moves focus with the arrow keys: one keydown handler on the nav and on each
      // dropdown list, for keys that reach them from the links inside.
      'jsx-a11y/no-noninteractive-element-interactions': [
        'error',
        {
          ...jsxA11yRuleOptions('no-noninteractive-element-interactions'),
          nav: ['onKeyDown'],
          ul: ['onKeyDown'],
        },
      ],
    },
  },
  {
    // Confirming a deletion is an alertdialog: its safe choice (cancel) takes focus when it opens.
    files: ['mf-press/src/features/press/components/article-admin.tsx'],
    rules: { 'jsx-a11y/no-autofocus': 'off' },
  },
  {
    // The mobile menu's panel closes when a link inside is followed: one click handler for the
    // links' clicks (a keyboard's Enter on a link is a click too), not a control of its own.
    files: ['shell/src/features/layout/components/mobile-header.tsx'],
    rules: {
      'jsx-a11y/click-events-have-key-events': 'off',
      'jsx-a11y/no-noninteractive-element-interactions': 'off',
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json', '.css'] })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones }] },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      // Fastify plugins and hooks are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      // Re-throwing what a catch caught keeps the original reason, whatever its type.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
    },
  },
  ...REMOTES.flatMap((remote) => [
    { files: [`${remote}/**/*.{ts,tsx}`], rules: boundaryRules(remote) },
    { files: [`${remote}/**/*.server.{ts,tsx}`], rules: allowServerOnly(boundaryRules(remote)) },
    {
      files: TEST_FILES.map((glob) => `${remote}/${glob}`),
      rules: allowServerOnly(forTests(boundaryRules(remote))),
    },
  ]),
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
  { files: ['shell/**/*.{ts,tsx}'], rules: SHELL_IMPORT_RULES },
  { files: TEST_FILES.map((glob) => `shell/${glob}`), rules: allowServerOnly(forTests(SHELL_IMPORT_RULES)) },
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
    // Jest's asymmetric matchers (`expect.any`, `expect.objectContaining`) are typed `any`, and
    // `expect(object.method)` reads a mock without calling it.
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts', 'jest/**/*.ts', '**/src/test-support/**'],
    rules: {
      // Fetch doubles read request bodies the code under test sent as strings.
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    // Shared jest setup and ambient declarations belong to no package's tsconfig: syntax rules only.
    files: ['jest/**/*.ts', 'types/**/*.d.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        process: 'readonly',
        console: 'readonly',
      },
    },
    rules: { ...tseslint.configs.disableTypeChecked.rules, '@typescript-eslint/no-require-imports': 'off' },
  },
);
