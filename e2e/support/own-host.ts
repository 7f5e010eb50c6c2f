import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { PORTS } from './env';

const ROOT = join(__dirname, '..', '..');
/** A host a spec starts and stops itself, on its own port (a real outage, or its own settings). */
export const OWN_HOST = `http://127.0.0.1:${PORTS.ownHost}`;

function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** `npm run serve` on the own-host port until stopped (extra `env` over the defaults); answers once /api/health does. */
export async function startHost(dataDir: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'server/src/main.ts')], {
    env: {
      ...process.env,
      PORT: String(PORTS.ownHost),
      DATA_DIR: dataDir,
      SITE_URL: OWN_HOST,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'ignore',
    // Its own process group: tsx runs the server in a child process, and both must die.
    detached: true,
  });
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(`${OWN_HOST}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  killGroup(child);
  throw new Error('own host did not start');
}

/** kill -9 of the host and its server process: the origin refuses connections at once. */
export function stopHost(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve();
      return;
    }
    child.once('exit', () => resolve());
    killGroup(child);
  });
}
