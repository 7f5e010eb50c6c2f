// @ts-check
/**
 * Writes `mf-manifest.json` for a browser container built with webpack's own
 * `container.ModuleFederationPlugin` (docs/decisions/0055-browser-containers-on-webpack-federation.md).
 * The host reads it on the server for each rendered module's CSS links and preload hints, and the
 * release tooling for the list of exposes; it keeps the shape of Module Federation's manifest
 * (`metaData.remoteEntry`, `metaData.publicPath`, `exposes[].assets.{js,css}.{sync,async}`) for
 * the parts this site reads, so a remote built either way can be deployed behind the same host.
 */
class ContainerManifestPlugin {
  /**
   * @param {{ name: string, filename: string, exposes: Record<string, string>, chunkName: (expose: string) => string }} options
   */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { name, filename, exposes, chunkName } = this.options;
    compiler.hooks.thisCompilation.tap('ContainerManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ContainerManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const manifest = {
            id: name,
            name,
            metaData: {
              name,
              type: 'app',
              // Files sit beside the manifest wherever the remote is deployed.
              publicPath: 'auto',
              remoteEntry: { name: filename, path: '', type: 'window' },
              buildInfo: { buildVersion: compilation.fullHash ?? '' },
            },
            exposes: Object.keys(exposes).map((path) => {
              const group = compilation.namedChunkGroups.get(chunkName(path));
              if (!group) throw new Error(`${name}: no chunk group for the expose ${path}`);
              const sync = new Set(group.getFiles());
              const async = new Set();
              for (const chunk of group.chunks)
                for (const child of chunk.getAllAsyncChunks()) for (const file of child.files) async.add(file);
              const files = (/** @type {Set<string>} */ set, /** @type {string} */ ext) =>
                [...set].filter((file) => file.endsWith(ext)).sort();
              return {
                id: `${name}:${path.replace(/^\.\//, '')}`,
                name: path.replace(/^\.\//, ''),
                path,
                assets: {
                  js: { sync: files(sync, '.js'), async: files(async, '.js') },
                  css: { sync: files(sync, '.css'), async: files(async, '.css') },
                },
              };
            }),
          };
          compilation.emitAsset(
            'mf-manifest.json',
            new compiler.webpack.sources.RawSource(JSON.stringify(manifest, null, 2)),
          );
        },
      );
    });
  }
}

module.exports = { ContainerManifestPlugin };
