import * as v from 'valibot';

/**
 * The parts of Module Federation's `mf-manifest.json` the preload hints need (see the Manifest
 * type of @module-federation/sdk): where the entry is and each exposed module's initial files.
 */
const AssetList = v.object({ sync: v.array(v.string()) });

const ManifestSchema = v.object({
  metaData: v.object({
    remoteEntry: v.object({ name: v.string(), path: v.optional(v.string(), '') }),
    publicPath: v.optional(v.string()),
  }),
  exposes: v.array(
    v.object({
      path: v.string(),
      assets: v.object({ js: AssetList, css: AssetList }),
    }),
  ),
});

export type RemoteManifest = v.InferOutput<typeof ManifestSchema>;

export function parseRemoteManifest(text: string, filePath: string): RemoteManifest {
  const result = v.safeParse(ManifestSchema, JSON.parse(text));
  if (!result.success) {
    throw new Error(`${filePath} is not a Module Federation manifest: ${result.issues[0]?.message ?? ''}`);
  }
  return result.output;
}

/** Joins URL parts without doubling or dropping slashes. */
function join(base: string, file: string): string {
  if (file === '') return base;
  return `${base.replace(/\/+$/, '')}/${file.replace(/^\/+/, '')}`;
}

/**
 * Base URL of a remote's files. publicPath 'auto' (what the shared webpack config uses) or none
 * means "next to the manifest".
 */
export function remoteBaseUrl(manifest: RemoteManifest, manifestUrl: string): string {
  const publicPath = manifest.metaData.publicPath;
  if (publicPath && publicPath !== 'auto') return publicPath;
  return manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
}

/** Initial JS and CSS of one exposed module (e.g. './PressList'), as URLs. */
export function exposedAssetUrls(
  manifest: RemoteManifest,
  manifestUrl: string,
  expose: string,
): { js: string[]; css: string[] } {
  const entry = manifest.exposes.find((e) => e.path === expose);
  if (!entry) return { js: [], css: [] };
  const base = remoteBaseUrl(manifest, manifestUrl);
  return {
    js: entry.assets.js.sync.map((file) => join(base, file)),
    css: entry.assets.css.sync.map((file) => join(base, file)),
  };
}
