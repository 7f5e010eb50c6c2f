import { createRequire } from 'node:module';
import path from 'node:path';
import type { ExposeSources } from './contract-check';

interface FederationPluginLike {
  readonly constructor: { readonly name: string };
  readonly _options?: { readonly exposes?: Readonly<Record<string, unknown>> };
}

/**
 * The source file of every expose, read from the Module Federation plugin of the remote's first
 * (browser) build in its webpack.config.js, the one place the names are written.
 */
export function exposeSources(remoteDir: string): ExposeSources {
  const configFile = path.join(remoteDir, 'webpack.config.js');
  const exported: unknown = createRequire(configFile)(configFile);
  const configs = (typeof exported === 'function' ? (exported as (env: object, argv: object) => unknown)({}, { mode: 'production' }) : exported) as
    | { plugins?: readonly unknown[] }
    | { plugins?: readonly unknown[] }[];
  const first = Array.isArray(configs) ? configs[0] : configs;
  const plugin = first?.plugins?.find(
    (p): p is FederationPluginLike =>
      typeof p === 'object' && p !== null && (p as FederationPluginLike).constructor.name === 'ModuleFederationPlugin',
  );
  const exposes = plugin?._options?.exposes ?? {};
  return Object.fromEntries(Object.entries(exposes).map(([name, file]) => [name, path.resolve(remoteDir, String(file))]));
}
