import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');

/** A host a spec starts, kills with SIGKILL and starts again itself (`npm run serve` on `port`). */
export interface OwnHost {
  readonly origin: string;
  readonly child: ChildProcess;
}

/** Starts the server on `port` with `env` over the defaults; resolves once /api/health answers. */
export async function startHost(port: number, dataDir: string, env: Record<string, string> = {}): Promise<OwnHost> {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(TSX, [join(ROOT, 'server/src/main.ts')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SITE_URL: origin, LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
    // Its own process group: tsx runs the server in a child process, and both must die.
    detached: true,
  });
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  killGroup(child);
  throw new Error(`own host on ${port} did not start`);
}

function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** kill -9 of the host and its server process: the origin refuses connections at once. */
export function killHost(host: OwnHost): Promise<void> {
  const { child } = host;
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve();
      return;
    }
    child.once('exit', () => resolve());
    killGroup(child);
  });
}

/** The documented command makes an administrator in `dataDir` (before the host opens it). */
export function createAdmin(dataDir: string, email: string, password: string): void {
  execFileSync(TSX, [join(ROOT, 'server/src/cli/create-admin.ts'), '--email', email], {
    env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: password },
    stdio: 'ignore',
  });
}
