import { createRequire } from 'node:module';

interface WebpackConfigLike {
  readonly name?: string;
  readonly plugins?: readonly unknown[];
}

/**
 * The `exposes` of every build (browser, server) a package's webpack.config.js makes, read from
 * its Module Federation plugin: a remote's tests tie them to the contracts without building.
 */
export function webpackExposes(configFile: string): Record<string, unknown>[] {
  const exported: unknown = createRequire(configFile)(configFile);
  const configs = (typeof exported === 'function' ? exported({}, { mode: 'production' }) : exported) as
    WebpackConfigLike | WebpackConfigLike[];
  return (Array.isArray(configs) ? configs : [configs]).map((config) => {
    const plugin = config.plugins?.find(
      (p) => typeof p === 'object' && p !== null && p.constructor.name === 'ModuleFederationPlugin',
    ) as { _options?: { exposes?: Record<string, unknown> } } | undefined;
    if (!plugin?._options) throw new Error(`${configFile}: build ${config.name ?? '?'} has no ModuleFederationPlugin`);
    return plugin._options.exposes ?? {};
  });
}
