import { createRequire } from 'node:module';
import path from 'node:path';
import type { ExposeSources } from './contract-check';

interface FederationPluginLike {
  readonly constructor: { readonly name: string };
  /** Module Federation's plugin keeps its options here, webpack's own in `options`. */
  readonly _options?: { readonly exposes?: Readonly<Record<string, unknown>> };
  readonly options?: { readonly exposes?: Readonly<Record<string, unknown>> };
}

/** An expose is a file, or `{ import: file, name: chunk }` (the browser builds name their chunks). */
function exposeFile(value: unknown): string {
  const file = typeof value === 'object' && value !== null && 'import' in value ? value.import : value;
  return String(file);
}

/**
 * The source file of every expose, read from the Module Federation plugin of the remote's first
 * (browser) build in its webpack.config.js, the one place the names are written.
 */
export function exposeSources(remoteDir: string): ExposeSources {
  const configFile = path.join(remoteDir, 'webpack.config.js');
  const exported: unknown = createRequire(configFile)(configFile);
  const configs = (
    typeof exported === 'function'
      ? (exported as (env: object, argv: object) => unknown)({}, { mode: 'production' })
      : exported
  ) as { plugins?: readonly unknown[] } | { plugins?: readonly unknown[] }[];
  const first = Array.isArray(configs) ? configs[0] : configs;
  const plugin = first?.plugins?.find(
    (p): p is FederationPluginLike =>
      typeof p === 'object' && p !== null && (p as FederationPluginLike).constructor.name === 'ModuleFederationPlugin',
  );
  const exposes = plugin?._options?.exposes ?? plugin?.options?.exposes ?? {};
  return Object.fromEntries(
    Object.entries(exposes).map(([name, value]) => [name, path.resolve(remoteDir, exposeFile(value))]),
  );
}
