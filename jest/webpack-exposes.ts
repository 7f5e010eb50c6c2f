import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REMOTE_MODULE_KEYS, exposeOf, remoteOf, type RemoteName } from '@gagyeong/contracts';

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

/**
 * The exposes contract of one remote (docs/decisions/0060-remote-releases-and-live-map.md): a
 * release is refused when its manifest lacks an expose the contracts require, so renaming one must
 * fail here first. Each remote's `exposes-contract.test.ts` calls this with its own name and folder.
 */
export function describeExposesContract(remote: RemoteName, packageDir: string): void {
  describe(`${remote} exposes what packages/contracts requires`, () => {
    const builds = webpackExposes(path.join(packageDir, 'webpack.config.js'));
    const required = REMOTE_MODULE_KEYS.filter((key) => remoteOf(key) === remote).map(exposeOf);

    it('builds for the browser and the server with the same exposes, server-only loaders in the server’s', () => {
      expect(builds).toHaveLength(2);
      const [browser = {}, server = {}] = builds;
      expect(Object.keys(server).sort()).toEqual(Object.keys(browser).sort());
      for (const [key, file] of Object.entries(browser)) {
        expect(isServerVariantOf(file, server[key])).toBe(true);
        // What the browser downloads names no server loader.
        expect(fs.readFileSync(path.join(packageDir, String(file)), 'utf8')).not.toMatch(/loadServerData|\.server'/);
      }
    });

    it(`exposes exactly the contract keys of ${remote}, each from a file that exists`, () => {
      const exposes = builds[0] ?? {};
      expect(Object.keys(exposes).sort()).toEqual([...required].sort());
      for (const file of Object.values(exposes)) {
        expect(fs.existsSync(path.join(packageDir, String(file)))).toBe(true);
      }
    });
  });
}
