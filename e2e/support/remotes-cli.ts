import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { DATA_DIR, ORIGINS, PORTS, RELEASES_DIR } from './env';

const REPO = join(__dirname, '..', '..');

/** The remotes command (`npm run release|deploy|promote|rollback|preview -w <remote>`, `remotes:status`) with `env`. */
export function runRemotesCli(args: readonly string[], env: NodeJS.ProcessEnv) {
  return spawnSync(
    join(REPO, 'node_modules', '.bin', 'tsx'),
    [join(REPO, 'server', 'src', 'cli', 'remotes.ts'), ...args],
    {
      cwd: REPO,
      env: { ...process.env, ...env },
      encoding: 'utf8',
      timeout: 240_000,
    },
  );
}

/** The remotes command against the e2e site: its releases, its data folder (the preview key) and its address. */
export function remotesCli(...args: string[]) {
  return runRemotesCli(args, {
    RELEASES_DIR,
    DATA_DIR,
    DEPLOY_BY: 'e2e-team',
    PORT: String(PORTS.site),
    SITE_URL: ORIGINS.site,
  });
}

/** The command's output; the test fails with its error output when it fails. */
export function succeed(...args: string[]): string {
  const result = remotesCli(...args);
  expect(result.status, `${args.join(' ')}\n${result.stderr}`).toBe(0);
  return result.stdout;
}
