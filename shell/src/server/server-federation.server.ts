import vm from 'node:vm';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactRouterDom from 'react-router-dom';
import reactRouterPackage from 'react-router-dom/package.json';
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as contracts from '@gagyeong/contracts';
import contractsPackage from '@gagyeong/contracts/package.json';
import { remoteOf, type RemoteModule, type RemoteModuleKey } from '@gagyeong/contracts';
import type { ServerFederation, ServerRemoteEntry } from '@gagyeong/contracts/server-render';
import { dropFederationInstances } from './federation-instances.server';
import { ServerModuleError } from './server-module-error.server';

/** The versions the host shares, checked by MF against each remote's required range. */
const SHARED_VERSION = {
  react: React.version,
  'react-router-dom': reactRouterPackage.version,
  contracts: contractsPackage.version,
};

let instanceCount = 0;

/**
 * The `require` a server entry gets: Node's built-ins only (its lazy-chunk loader needs fs, path
 * and vm). Everything else a remote uses is bundled into it or shared by the host.
 */
const builtinRequire = ((id: string) => {
  const builtin = process.getBuiltinModule(id);
  if (!builtin) throw new Error(`a server entry may only require Node built-ins, not "${id}"`);
  return builtin;
}) as NodeJS.Require;

/**
 * MF keeps one runtime instance per container name in a process-wide list, and a container that
 * starts while its name is listed joins that instance: its own runtime plugins (the node chunk
 * loader among them) are then never run, so a second build of a remote could not load its lazy
 * chunks over HTTP. Each container evaluated here starts its own instance; the previous build's
 * container keeps a reference to its own and goes on serving renders already under way.
 */
function forgetRemoteInstance(name: string): void {
  dropFederationInstances((instance) => instance.name === name);
}

/** Evaluates a server entry as Node would a CommonJS file, with the URL as its `__filename`. */
function evaluateEntry(entry: ServerRemoteEntry): unknown {
  forgetRemoteInstance(entry.name);
  const module = { exports: {} as Record<string, unknown> };
  const wrapper = new vm.Script(`(function (exports, module, require, __dirname, __filename) {${entry.code}\n})`, {
    filename: entry.url,
  }).runInThisContext() as (
    exports: unknown,
    module: unknown,
    require: NodeJS.Require,
    dirname: string,
    filename: string,
  ) => void;
  wrapper(module.exports, module, builtinRequire, entry.dir ?? '/nonexistent', entry.url);
  return module.exports[entry.name] ?? module.exports;
}

/**
 * Loads each remote from the entry code the host read for this version, never from MF's own
 * global script cache: two versions of one remote live side by side in their own containers.
 */
function entriesPlugin(entries: ReadonlyMap<string, ServerRemoteEntry>): ModuleFederationRuntimePlugin {
  return {
    name: 'gagyeong-server-entries',
    loadEntry({ remoteInfo }) {
      const entry = entries.get(remoteInfo.name);
      if (!entry) throw new Error(`no server entry for ${remoteInfo.name}`);
      return evaluateEntry(entry) as ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>;
    },
  };
}

/**
 * The server's federation for one remotes-map version: the host shares its own React, router and
 * contracts (the remotes' server builds bundle none of them), so one React renders the page.
 */
export function createServerFederation(version: string, entries: readonly ServerRemoteEntry[]): ServerFederation {
  instanceCount += 1;
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const singleton = { singleton: true, requiredVersion: false as const };
  const instance = createInstance({
    name: `gagyeong_ssr_${instanceCount}`,
    // The version in the entry key keeps MF from reusing another version's container.
    remotes: entries.map((entry) => ({ name: entry.name, entry: `${entry.url}?v=${entry.hash}` })),
    shared: {
      react: { version: SHARED_VERSION.react, lib: () => React, shareConfig: singleton },
      'react-dom': { version: SHARED_VERSION.react, lib: () => ReactDOM, shareConfig: singleton },
      'react-router-dom': {
        version: SHARED_VERSION['react-router-dom'],
        lib: () => ReactRouterDom,
        shareConfig: singleton,
      },
      '@gagyeong/contracts': { version: SHARED_VERSION.contracts, lib: () => contracts, shareConfig: singleton },
    },
    plugins: [entriesPlugin(byName)],
  });
  const loaded = new Map<RemoteModuleKey, Promise<RemoteModule<RemoteModuleKey>>>();
  return {
    version,
    loadModule(key) {
      let promise = loaded.get(key);
      if (!promise) {
        if (!byName.has(remoteOf(key))) {
          return Promise.reject(new ServerModuleError('missing', `${remoteOf(key)} has no server entry`));
        }
        promise = instance.loadRemote<RemoteModule<RemoteModuleKey>>(key).then((module) => {
          if (!module || typeof module.default !== 'function')
            throw new Error(`${key} has no default component export`);
          return module;
        });
        // A failure is not kept: the next request tries again.
        promise.catch(() => loaded.delete(key));
        loaded.set(key, promise);
      }
      return promise;
    },
    dispose() {
      loaded.clear();
      dropFederationInstances((listed) => listed === instance);
    },
  };
}
