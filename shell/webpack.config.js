// @ts-check
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createConfig, createShellServerConfig } = require('../webpack.shared.js');
// Facts come from the contracts (TypeScript), loaded through tsx so no number is typed twice.
const { require: tsRequire } = require('tsx/cjs/api');
/** @type {typeof import('@gagyeong/contracts')} */
const { SITE } = tsRequire('@gagyeong/contracts', __filename);

/**
 * Lists the CSS the shell's first render needs (its entry and the bootstrap chunk: theme, fonts,
 * layout) and the site-wide font face in dist/shell-assets.json, so the host links them in the
 * page's <head> and the server-rendered page is styled before any script runs.
 */
class ShellAssetsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ShellAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ShellAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const css = new Set();
          for (const name of ['main', 'bootstrap']) {
            const group = compilation.namedChunkGroups.get(name);
            for (const file of group ? group.getFiles() : []) if (file.endsWith('.css')) css.add(file);
          }
          // The site-wide face: the host preloads it on pages that have no face of their own.
          const fonts = Object.keys(compilation.assets).filter((file) =>
            /^assets\/pretendard-site\.\w+\.woff2$/.test(file),
          );
          const json = JSON.stringify({ css: [...css], fonts });
          compilation.emitAsset('shell-assets.json', new compiler.webpack.sources.RawSource(json));
        },
      );
    });
  }
}

const browser = createConfig({
  dir: __dirname,
  name: 'mf_shell',
  entry: { main: './src/index.ts' },
  plugins: [
    new HtmlWebpackPlugin({
      template: './src/index.html',
      scriptLoading: 'defer',
      // Absolute, so deep links like /Brand/intro load /main.*.js (output.publicPath is 'auto').
      publicPath: '/',
      // The host fills the two gagyeong: placeholders (boot data, preload hints), so they survive.
      minify: { collapseWhitespace: true, removeComments: true, ignoreCustomComments: [/^gagyeong:/] },
      templateParameters: {
        site: SITE,
        // The <noscript> visit form is not built here: the host fills its placeholder at run time
        // from the runtime config's lead endpoint and the leads contract (server/src/features/pages).
        // The family sites need no copy: the footer's list is a <details>, open without scripts too.
      },
    }),
    new ShellAssetsPlugin(),
  ],
});

/** The render entry the host calls for each request (dist/server/index.js). */
const server = createShellServerConfig({ dir: __dirname, name: 'mf_shell', entry: './src/server/index.server.ts' });

/** @type {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration[]} */
module.exports = (env, argv) => [browser(env, argv), server(env, argv)];
