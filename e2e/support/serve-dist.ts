import { spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

/** Serves a package's built dist/ on `port` (as `npm run serve -w <pkg>` does) until stopped. */
export async function serveDist(pkg: string, port: number): Promise<{ stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [join(ROOT, 'scripts/serve-static.mjs'), join(ROOT, pkg, 'dist')], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  for (let i = 0; i < 50; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/mf-manifest.json`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
