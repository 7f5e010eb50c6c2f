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
    ) as FederationPluginLike | undefined;
    // Module Federation's plugin keeps `_options`, webpack's own `options`.
    const options = plugin?._options ?? plugin?.options;
    if (!options) throw new Error(`${configFile}: build ${config.name ?? '?'} has no ModuleFederationPlugin`);
    return Object.fromEntries(Object.entries(options.exposes ?? {}).map(([name, value]) => [name, exposeFile(value)]));
  });
}

interface FederationPluginLike {
  readonly _options?: { readonly exposes?: Record<string, unknown> };
  readonly options?: { readonly exposes?: Record<string, unknown> };
}

/** An expose is a file, or `{ import: file, name: chunk }` (the browser builds name their chunks). */
function exposeFile(value: unknown): unknown {
  return typeof value === 'object' && value !== null && 'import' in value
    ? (value as { import: unknown }).import
    : value;
}

/**
 * A server build exposes each browser expose's file, or its `*.server.ts(x)` sibling: the module
 * plus its server-only `loadServerData` (docs/decisions/0085-server-data-handoff.md).
 */
export function isServerVariantOf(browserFile: unknown, serverFile: unknown): boolean {
  const browser = String(browserFile);
  const base = browser.replace(/\.tsx?$/, '');
  return [browser, `${base}.server.ts`, `${base}.server.tsx`].includes(String(serverFile));
}
