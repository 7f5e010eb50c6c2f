import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_MODULE_KEYS, exposeOf, remoteOf, type RemoteModuleKey, type RemoteName } from '@gagyeong/contracts';
import { REPO_ROOT } from '../../paths';
import { ReleaseError } from './release-error';

/** An expose name ('./PressList') and the source file the remote's webpack config builds it from. */
export type ExposeSources = Readonly<Record<string, string>>;

export interface ContractCheckOptions {
  readonly remote: RemoteName;
  /** Absolute source files by expose name, as the remote's webpack config lists them. */
  readonly exposes: ExposeSources;
  /** The repository whose node_modules and shared declarations the check compiles against. */
  readonly repoRoot?: string;
}

/**
 * A scratch folder inside the repository's node_modules/.cache, so that the generated file's
 * imports resolve the way the remote's own do (workspace packages, their exports, @types).
 */
export function contractCheckDir(repoRoot: string = REPO_ROOT): string {
  const cache = path.join(repoRoot, 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  return fs.mkdtempSync(path.join(cache, 'gagyeong-contract-check-'));
}

/**
 * Compiles one generated file that assigns each exposed module to `RemoteModule<key>` from
 * packages/contracts: its default export must accept exactly the props the host gives, and its
 * optional `loadServerData` the context the host passes. A module annotated loosely (or not at
 * all) is checked the same way as one that declares `RemoteComponent<key>` itself.
 */
export function checkExposesContract({ remote, exposes, repoRoot = REPO_ROOT }: ContractCheckOptions): void {
  const keys = REMOTE_MODULE_KEYS.filter((key) => remoteOf(key) === remote);
  const dir = contractCheckDir(repoRoot);
  try {
    const checkFile = path.join(dir, 'contract-check.ts');
    const lines = ["import type { RemoteModule } from '@gagyeong/contracts';"];
    const keyOfLine = new Map<number, RemoteModuleKey>();
    keys.forEach((key, index) => {
      const source = exposes[exposeOf(key)];
      if (source === undefined) return; // a missing expose is refused by checkBuild, with its own message
      const specifier = source.replace(/\.tsx?$/, '');
      lines.push(`import * as module${index} from ${JSON.stringify(specifier)};`);
      lines.push(`export const check${index}: RemoteModule<${JSON.stringify(key)}> = module${index};`);
      keyOfLine.set(lines.length, key);
    });
    fs.writeFileSync(checkFile, `${lines.join('\n')}\n`);
    fs.writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        extends: path.join(repoRoot, 'tsconfig.json'),
        compilerOptions: {
          noEmit: true,
          types: ['node'],
        },
        files: [checkFile],
        include: [path.join(repoRoot, 'types')],
      }),
    );
    const tsc = spawnSync(
      process.execPath,
      [path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', dir],
      {
        encoding: 'utf8',
      },
    );
    if (tsc.status === 0) return;
    const output = `${tsc.stdout}${tsc.stderr}`;
    const failing = new Set<string>();
    for (const match of output.matchAll(/contract-check\.ts\((\d+),\d+\)/g)) {
      const key = keyOfLine.get(Number(match[1]));
      if (key) failing.add(key);
    }
    const errors = output
      .split('\n')
      .filter((line) => line.trim() !== '')
      .slice(0, 20)
      .join('\n');
    throw new ReleaseError(
      `${remote}: release refused, ${failing.size > 0 ? [...failing].join(', ') : 'its exposed modules'} do not match packages/contracts (RemoteModuleProps); nothing was released\n${errors}`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
