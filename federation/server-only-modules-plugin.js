// @ts-check
/**
 * Fails a browser build that would bundle a server-only module: any file named `*.server.<ext>`
 * (a remote's `loadServerData`, the shell's render entry). Server code may reach the API with the
 * visitor's session cookie, or carry what only the server should know; it must never be shipped
 * to browsers, however it was imported (docs/decisions/0085-server-data-handoff.md).
 */
const SERVER_ONLY = /\.server\.[cm]?[jt]sx?$/;

class ServerOnlyModulesPlugin {
  /** @param {{ root: string }} options folder file names are shown relative to */
  constructor(options) {
    this.root = options.root;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    const path = require('node:path');
    compiler.hooks.thisCompilation.tap('ServerOnlyModulesPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('ServerOnlyModulesPlugin', (modules) => {
        for (const module of modules) {
          const resource = /** @type {{ resource?: string }} */ (module).resource;
          if (!resource || !SERVER_ONLY.test(resource)) continue;
          const issuer = /** @type {{ resource?: string } | null} */ (compilation.moduleGraph.getIssuer(module));
          const where = (/** @type {string | undefined} */ file) => (file ? path.relative(this.root, file) : '?');
          compilation.errors.push(
            new WebpackError(
              `${where(resource)} is server-only (*.server.*) but ${where(issuer?.resource)} imports it ` +
                'into a browser build: keep it behind the server build (a *.server.ts expose or loader).',
            ),
          );
        }
      });
    });
  }
}

module.exports = { ServerOnlyModulesPlugin, SERVER_ONLY };
