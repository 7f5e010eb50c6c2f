import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ShellServerBuild } from '@gagyeong/contracts/server-render';

/**
 * The shell's server build (shell/dist/server/index.js), loaded once it exists. A rebuilt shell is
 * picked up on the next request (the file's modification time is checked).
 */
export function createShellServerBuild(distRoot: string) {
  const file = path.join(distRoot, 'shell', 'dist', 'server', 'index.js');
  const load = createRequire(file);
  let loaded: { mtimeMs: number; build: ShellServerBuild } | undefined;

  return {
    file,
    /** The build, or undefined when the shell has not been built for the server. */
    get(): ShellServerBuild | undefined {
      let mtimeMs: number;
      try {
        mtimeMs = fs.statSync(file).mtimeMs;
      } catch {
        return undefined;
      }
      if (loaded?.mtimeMs !== mtimeMs) {
        delete load.cache[file];
        loaded = { mtimeMs, build: load(file) as ShellServerBuild };
      }
      return loaded.build;
    },
  };
}
