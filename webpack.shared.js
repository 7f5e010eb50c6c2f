// @ts-check
/**
 * One webpack config factory for every federated package (shell and remotes): TypeScript,
 * CSS (CSS Modules for *.module.css), assets, content-hashed output and Module Federation with
 * the shared singletons. See docs/decisions/0001-composition-and-routing.md.
 */
const fs = require('node:fs');
const path = require('node:path');
const { container } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ContainerManifestPlugin } = require('./federation/container-manifest-plugin.js');
const { routerSharedModule } = require('./federation/router-shared-module.js');
const { valibotSharedModule, valibotVersion } = require('./federation/valibot-shared-module.js');
const { ServerOnlyModulesPlugin } = require('./federation/server-only-modules-plugin.js');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
// webpack 5.111's own JS minimizer (the successor of terser-webpack-plugin).
const JsMinimizerPlugin = require('minimizer-webpack-plugin');

/** Loaded exactly once per page; the shell's copy wins (shareStrategy 'loaded-first'). */
const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  // Sharing react-dom does not cover react-dom/client (the 60 KB renderer): share it explicitly.
  'react-dom/client',
  'react-router-dom',
  '@gagyeong/contracts',
];

/** Chunk-load bound (docs/product.md §9); the shell also applies the runtime-configured bound per region. */
const CHUNK_LOAD_TIMEOUT_MS = 120000;

/**
 * Entry chunk names. webpack 5.111 asks MF's runtime module for the entry's file name while chunk
 * hashes are still being computed, and a [contenthash] there fails the build
 * (module-federation/core#5077). MF only needs the folder of that name, so until the hash exists
 * the name is given without it; the emitted file is content-hashed as usual.
 * @param {import('webpack').PathData} pathData
 */
function entryFilename(pathData) {
  const hashes = pathData.chunk && 'contentHash' in pathData.chunk ? pathData.chunk.contentHash : undefined;
  return hashes && hashes.javascript ? '[name].[contenthash:10].js' : '[name].js';
}

/**
 * Loaders shared by the browser and server builds. The server build keeps only what rendering
 * needs: CSS Modules class names (computed exactly as in the browser build, so the markup matches)
 * and asset URLs (same file names; nothing is emitted twice).
 * @param {{ dir: string, name: string, production: boolean, target: 'browser' | 'server' }} options
 * @returns {import('webpack').RuleSetRule[]}
 */
function moduleRules({ dir, name, production, target }) {
  const server = target === 'server';
  return [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'ts-loader',
        // Type errors are caught by `npm run typecheck`; the build only transpiles.
        options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') },
      },
    },
    {
      test: /\.css$/,
      use: [
        ...(server ? [] : [MiniCssExtractPlugin.loader]),
        {
          loader: 'css-loader',
          options: {
            modules: {
              auto: /\.module\.css$/,
              namedExport: false,
              exportLocalsConvention: 'as-is',
              exportOnlyLocals: server,
              // Prefix with the container name so two remotes never collide.
              localIdentName: production ? `${name}_[hash:base64:6]` : `${name}_[name]_[local]`,
            },
          },
        },
      ],
    },
    {
      test: /\.(png|jpe?g|webp|avif|gif|svg|woff2?|mp4)$/i,
      type: 'asset/resource',
      // The browser build emits the files; the server build only needs their URLs.
      ...(server ? { generator: { emit: false } } : {}),
    },
    {
      // SVG images draw their labels as outlines, not <text> (build/outline-svg-text.mjs). The
      // server build runs it too: the URL's content hash must be the browser build's.
      test: /\.svg$/i,
      use: path.join(__dirname, 'build/outline-svg-text-loader.cjs'),
    },
  ];
}

/**
 * @param {Record<string, string>} deps the package's dependencies
 * @returns {Record<string, { singleton: true, requiredVersion: string }>}
 */
function sharedSingletons(deps) {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      const pkgName = name === 'react-dom/client' ? 'react-dom' : name;
      const requiredVersion = deps[pkgName];
      if (!requiredVersion) throw new Error(`${pkgName} must be a dependency of every federated package`);
      return [name, { singleton: true, requiredVersion }];
    }),
  );
}

/**
 * The browser builds' shared modules: the singletons, with react-router-dom built from a
 * re-export of only the names the packages import (federation/router-shared-module.js). Every
 * package declares the same list, so whichever copy is loaded first serves all of them; ESLint
 * refuses other names (docs/decisions/0052-first-load-js-levers.md).
 * @param {string} dir package directory
 * @param {Record<string, string>} deps the package's dependencies
 */
function browserShared(dir, deps) {
  const shared = sharedSingletons(deps);
  return {
    ...shared,
    'react-router-dom': {
      ...shared['react-router-dom'],
      import: routerSharedModule(dir),
      shareKey: 'react-router-dom',
      // The generated module has no package.json of its own: it carries the installed version.
      version: require(require.resolve('react-router-dom/package.json', { paths: [dir] })).version,
    },
    // One copy of the schema functions for the page: the shell's, built from the names the
    // sources call (federation/valibot-shared-module.js); without it each remote bundled its own.
    valibot: {
      singleton: true,
      requiredVersion: `^${valibotVersion()}`,
      import: valibotSharedModule(dir),
      shareKey: 'valibot',
      version: valibotVersion(),
    },
  };
}

/** Chunk name of an exposed module, e.g. './Home' → '__federation_expose_Home'. */
function exposeChunkName(/** @type {string} */ expose) {
  return `__federation_expose_${expose.replace(/^\.\//, '').replace(/[^\w-]/g, '_')}`;
}

/**
 * @param {object} options
 * @param {string} options.dir package directory (__dirname of its webpack.config.js)
 * @param {string} options.name federation container name, e.g. 'mf_press'
 * @param {Record<string, string>} [options.exposes] exposed modules (remotes)
 * @param {import('webpack').EntryObject} [options.entry] app entry (the shell)
 * @param {import('webpack').WebpackPluginInstance[]} [options.plugins]
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createConfig({ dir, name, exposes, entry = {}, plugins = [] }) {
  const pkg = require(path.join(dir, 'package.json'));
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry,
      devtool: production ? false : 'eval-cheap-module-source-map',
      // The site's own code is ES2022 (tsconfig.json); webpack's runtime and wrappers follow it.
      target: ['web', 'es2022'],
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        filename: production ? entryFilename : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
        crossOriginLoading: 'anonymous',
        // The server build writes dist/server/ (possibly at the same time): leave it alone.
        clean: { keep: (/** @type {string} */ file) => file.startsWith('server/') },
      },
      // webpack 5.111's native HTML modules ("auto") would parse html-webpack-plugin's template
      // and drop the host's <!--gagyeong:…--> placeholders.
      experiments: { html: false },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: { rules: moduleRules({ dir, name, production, target: 'browser' }) },
      plugins: [
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:10].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        }),
        // webpack's own federation in the browser: a container costs ≈4 KB of sharing runtime
        // instead of ≈28 KB for Module Federation's runtime, and the shell loads remotes itself
        // (docs/decisions/0055-browser-containers-on-webpack-federation.md).
        new container.ModuleFederationPlugin({
          name,
          ...(exposes
            ? {
                filename: 'remoteEntry.js',
                library: { type: 'window', name },
                exposes: Object.fromEntries(
                  Object.entries(exposes).map(([key, file]) => [key, { import: file, name: exposeChunkName(key) }]),
                ),
              }
            : {}),
          shared: browserShared(dir, { ...pkg.dependencies }),
        }),
        ...(exposes
          ? [new ContainerManifestPlugin({ name, filename: 'remoteEntry.js', exposes, chunkName: exposeChunkName })]
          : []),
        // `*.server.*` files (data loaders, render entries) never reach a browser.
        new ServerOnlyModulesPlugin({ root: dir }),
        // Each file also as `<file>.br` at brotli's best level, sent as is by the host (and by any
        // static host that serves precompressed files): on-the-fly compression uses a fast level
        // (docs/decisions/0056-critical-css-and-first-paint.md).
        ...(production
          ? [
              new CompressionPlugin({
                filename: '[path][base].br',
                algorithm: 'brotliCompress',
                test: /\.(js|css|svg|json)$/,
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
                threshold: 1024,
                minRatio: 0.9,
              }),
            ]
          : []),
        ...plugins,
      ],
      optimization: {
        moduleIds: 'deterministic',
        minimizer: [
          // Licences stay in the bundles' banner comments; no separate .LICENSE.txt files.
          new JsMinimizerPlugin({ extractComments: false, terserOptions: { compress: { passes: 2 } } }),
          new CssMinimizerPlugin({ minify: CssMinimizerPlugin.lightningCssMinify }),
        ],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

/**
 * The file a server build exposes for `file`: its `*.server.ts(x)` sibling when there is one (the
 * module plus its server-only `loadServerData`), else the file itself
 * (docs/decisions/0085-server-data-handoff.md).
 * @param {string} dir package directory
 * @param {string} file exposed file, relative to `dir`
 */
function serverExposeFile(dir, file) {
  const base = file.replace(/\.tsx?$/, '');
  const sibling = ['.server.ts', '.server.tsx'].map((ext) => base + ext).find((f) => fs.existsSync(path.join(dir, f)));
  return sibling ?? file;
}

/**
 * A remote's server build (docs/decisions/0005-server-rendering-through-federation.md): the same
 * exposes as a Module Federation container for Node (`async-node`, CommonJS), written to
 * `dist/server/` beside the browser build so that wherever the remote is deployed, its server code
 * is found from the same remotes-map entry. React, the router and the contracts are never bundled:
 * the host provides them (`import: false`), so one React renders the whole page.
 * @param {object} options
 * @param {string} options.dir package directory
 * @param {string} options.name federation container name
 * @param {Record<string, string>} options.exposes
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createServerConfig({ dir, name, exposes }) {
  const pkg = require(path.join(dir, 'package.json'));
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // The host provides these (import: false); tree shaking is the browser build's concern.
    const shared = Object.fromEntries(
      Object.entries(sharedSingletons({ ...pkg.dependencies })).map(([key, { singleton, requiredVersion }]) => [
        key,
        { singleton, requiredVersion, import: false },
      ]),
    );
    return {
      name: `${name}-server`,
      mode: production ? 'production' : 'development',
      context: dir,
      entry: {},
      devtool: false,
      target: 'async-node',
      // `__filename`/`__dirname` stay the values the host evaluates the entry with.
      node: { __filename: false, __dirname: false },
      output: {
        path: path.join(dir, 'dist'),
        // Set at run time by federation/server-public-path.js.
        publicPath: '',
        uniqueName: `${name}_server`,
        filename: 'server/[name].js',
        chunkFilename: 'server/[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        library: { type: 'commonjs-module' },
        clean: { keep: (/** @type {string} */ file) => !file.startsWith('server/') },
      },
      experiments: { html: false },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: { rules: moduleRules({ dir, name, production, target: 'server' }) },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'server/remoteEntry.js',
          library: { type: 'commonjs-module', name },
          exposes: Object.fromEntries(Object.entries(exposes).map(([key, file]) => [key, serverExposeFile(dir, file)])),
          remotes: {},
          shared,
          shareStrategy: 'loaded-first',
          runtimePlugins: [
            // Lazy chunks from disk when the remote is local, over HTTP when it is on another origin.
            require.resolve('@module-federation/node/runtimePlugin'),
            path.join(__dirname, 'federation', 'server-public-path.js'),
          ],
          manifest: false,
          dts: false,
        }),
      ],
      // Readable stack traces in the host's logs; size does not matter on the server.
      optimization: { minimize: false, moduleIds: 'deterministic' },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

/**
 * Browser and server builds of a remote, as webpack's multi-compiler runs them.
 * @param {{ dir: string, name: string, exposes: Record<string, string> }} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration[]}
 */
function createRemoteConfigs(options) {
  const browser = createConfig(options);
  const server = createServerConfig(options);
  return (env, argv) => [browser(env, argv), server(env, argv)];
}

/** Packages the host process provides to the shell's server build (and, through it, to remotes). */
const HOST_PROVIDED = /^(react|react-dom|react-router|react-router-dom|@module-federation\/[^/]+)(\/.*)?$/;

/**
 * The shell's server build (`dist/server/index.js`, CommonJS): the layout, router and render entry
 * the host calls for each request. React, the router and the federation runtime stay external
 * (one copy in the host process, shared with the remotes' server builds); the contracts are
 * bundled, and shared with the remotes from here.
 * @param {object} options
 * @param {string} options.dir package directory
 * @param {string} options.name container name of the browser build (CSS class prefix)
 * @param {string} options.entry the server entry module
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createShellServerConfig({ dir, name, entry }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      name: `${name}-server`,
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { index: entry },
      devtool: false,
      target: 'node',
      node: { __filename: false, __dirname: false },
      output: {
        path: path.join(dir, 'dist'),
        // The shell's browser files are served from the site root.
        publicPath: '/',
        filename: 'server/[name].js',
        chunkFilename: 'server/[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        library: { type: 'commonjs2' },
        clean: { keep: (/** @type {string} */ file) => !file.startsWith('server/') },
      },
      externals: [
        ({ request }, callback) =>
          request && HOST_PROVIDED.test(request) ? callback(undefined, `commonjs ${request}`) : callback(),
      ],
      externalsPresets: { node: true },
      experiments: { html: false },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: { rules: moduleRules({ dir, name, production, target: 'server' }) },
      optimization: { minimize: false, moduleIds: 'deterministic' },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

module.exports = {
  createShellServerConfig,
  createConfig,
  createServerConfig,
  createRemoteConfigs,
  serverExposeFile,
  moduleRules,
  SHARED_SINGLETONS,
  CHUNK_LOAD_TIMEOUT_MS,
};
