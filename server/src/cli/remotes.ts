import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTE_NAMES, type RemoteName, type RemotesMap } from '@gagyeong/contracts';
import { remoteFolder } from '../config/remotes';
import { loadSettings } from '../config/settings';
import { remoteBase } from '../config/remotes';
import { exposeSources } from '../features/releases/expose-sources';
import { deploy, readDeployLog, readLiveMap, rollback, type LiveEntry } from '../features/releases/live-map';
import {
  DEFAULT_KEEP,
  ReleaseError,
  checkBuild,
  createRelease,
  pruneReleases,
} from '../features/releases/release-store';
import { DEFAULT_RELEASES_DIR, REPO_ROOT } from '../paths';

const USAGE = `usage:
  npm run release  -w <remote> [-- --no-build | --from DIR]   build (or take dist/, or DIR), check, copy into releases/
  npm run deploy   -w <remote> [-- --version V | --url URL]   make a release (newest by default) live
  npm run rollback -w <remote>                        make the previously live version live again
  npm run remotes:status [-- --origin URL]            what is live, and whether it answers
environment: RELEASES_DIR (default ${DEFAULT_RELEASES_DIR}), RELEASES_KEEP (default ${DEFAULT_KEEP}),
             DEPLOY_BY (default: the login name), REMOTES_FILE (the configured map)`;

class UsageError extends Error {}

/** What the command reports goes to stdout (errors to stderr). */
function print(text: string) {
  process.stdout.write(`${text}\n`);
}

function remoteNamed(value: string | undefined): RemoteName {
  const name = REMOTE_NAMES.find((n) => n === value || remoteFolder(n) === value);
  if (!name)
    throw new UsageError(`unknown remote ${value ?? '(none)'}: one of ${REMOTE_NAMES.map(remoteFolder).join(', ')}`);
  return name;
}

function releasesDir(): string {
  return process.env.RELEASES_DIR ? path.resolve(REPO_ROOT, process.env.RELEASES_DIR) : DEFAULT_RELEASES_DIR;
}

function keep(): number {
  const raw = process.env.RELEASES_KEEP;
  const value = raw === undefined || raw === '' ? DEFAULT_KEEP : Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new UsageError(`RELEASES_KEEP=${raw}: expected an integer of at least 1`);
  return value;
}

function configuredMap(): RemotesMap {
  const remotes = loadSettings(process.env, REPO_ROOT).app.remotes;
  if (!remotes) throw new UsageError('no remotes map configured');
  return remotes;
}

function deployer(): string {
  return process.env.DEPLOY_BY || os.userInfo().username;
}

function gitCommit(): string {
  const head = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (head.status !== 0) return 'unknown';
  const dirty = spawnSync('git', ['status', '--porcelain'], { cwd: REPO_ROOT, encoding: 'utf8' }).stdout.trim() !== '';
  return `${head.stdout.trim()}${dirty ? '+dirty' : ''}`;
}

/** Runs an npm script of the remote's workspace, its output shown; throws when it fails. */
function npmRun(remote: RemoteName, script: string, refusal: string) {
  const result = spawnSync('npm', ['run', script, '-w', remoteFolder(remote)], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new ReleaseError(`${remote}: release refused, ${refusal}; nothing was released`);
}

/** Prunes a remote's old releases, keeping the live and the previous one whatever their age. */
function prune(remote: RemoteName) {
  const live = readLiveMap(releasesDir())[remote];
  const deleted = pruneReleases(releasesDir(), remote, keep(), [
    live?.version ?? undefined,
    live?.previous?.version ?? undefined,
  ]);
  if (deleted.length > 0) print(`pruned ${remote}: ${deleted.join(', ')}`);
}

function describe(entry: Pick<LiveEntry, 'version' | 'url'>): string {
  return entry.version ?? entry.url;
}

/** `from`: a build made elsewhere (e.g. by CI) instead of the remote's own dist/. */
function release(remote: RemoteName, build: boolean, from: string | undefined) {
  const folder = path.join(REPO_ROOT, remoteFolder(remote));
  const dist = from === undefined ? path.join(folder, 'dist') : path.resolve(from);
  const building = build && from === undefined;
  // A build taken as it is is checked first: a missing expose is refused without waiting for tsc.
  if (!building) checkBuild(remote, dist);
  // The exposed modules, as the remote's webpack config names them, must type-check against
  // RemoteModuleProps whatever their own annotations say (createRelease compiles the check).
  const sources = exposeSources(folder);
  if (building) npmRun(remote, 'build', 'the build failed');
  const packageVersion = (JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string })
    .version;
  const { record, dir, created } = createRelease({
    remote,
    dist,
    releasesDir: releasesDir(),
    packageVersion,
    commit: gitCommit(),
    exposeSources: sources,
  });
  print(
    created
      ? `released ${remote} ${record.version} (${record.exposes.join(', ')}) in ${dir.startsWith(REPO_ROOT + path.sep) ? path.relative(REPO_ROOT, dir) : dir}`
      : `${remote} ${record.version} was already released (${record.createdAt}); unchanged`,
  );
  prune(remote);
}

/** 'answers', or what went wrong. */
type Probe = string;

async function probe(url: string): Promise<Probe> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000), headers: { 'cache-control': 'no-cache' } });
    await response.arrayBuffer();
    return response.ok ? 'answers' : `HTTP ${response.status}`;
  } catch (error) {
    return `no answer (${(error as Error).message})`;
  }
}

async function status(origin: string) {
  const map = configuredMap();
  const live = readLiveMap(releasesDir());
  print(`remotes as the host at ${origin} serves them (releases: ${releasesDir()})`);
  for (const name of REMOTE_NAMES) {
    const entry = live[name];
    const url = entry?.url ?? map[name];
    const absolute = new URL(url, origin).toString();
    const base = remoteBase(absolute);
    const manifest = absolute.endsWith('.json') ? await probe(absolute) : 'n/a (the map names the entry)';
    const [entryAnswer, serverAnswer] = await Promise.all([
      probe(`${base}remoteEntry.js`),
      probe(`${base}server/remoteEntry.js`),
    ]);
    print(`${name}`);
    print(`  live:      ${entry ? describe(entry) : `configured map (${url})`}`);
    if (entry) {
      print(`  since:     ${entry.at} by ${entry.by}`);
      print(
        `  previous:  ${entry.previous ? `${describe(entry.previous)} (since ${entry.previous.at} by ${entry.previous.by})` : 'none'}`,
      );
    }
    print(`  manifest:  ${manifest}`);
    print(`  entry:     ${entryAnswer}`);
    print(`  server:    ${serverAnswer}`);
  }
  const log = readDeployLog(releasesDir()).slice(-5);
  if (log.length > 0) {
    print('recent deploys:');
    for (const line of log)
      print(
        `  ${line.at} ${line.by} ${line.action} ${line.remote} ${line.version ?? line.url} (from ${line.from ?? 'configured map'})`,
      );
  }
}

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      version: { type: 'string' },
      url: { type: 'string' },
      origin: { type: 'string' },
      from: { type: 'string' },
      'no-build': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  const [command, remoteArgument] = positionals;
  if (values.help || command === undefined) {
    print(USAGE);
    return;
  }
  const now = (entry: LiveEntry, verb: string, remote: RemoteName) =>
    print(
      `${verb} ${remote}: ${describe(entry)} is live (${entry.url}); previous ${entry.previous ? describe(entry.previous) : 'none'}`,
    );
  switch (command) {
    case 'release':
      return release(remoteNamed(remoteArgument), !values['no-build'], values.from);
    case 'deploy': {
      const remote = remoteNamed(remoteArgument);
      const entry = deploy({
        releasesDir: releasesDir(),
        remote,
        version: values.version,
        url: values.url,
        configuredUrl: configuredMap()[remote],
        by: deployer(),
      });
      now(entry, 'deployed', remote);
      return prune(remote);
    }
    case 'rollback': {
      const remote = remoteNamed(remoteArgument);
      now(rollback({ releasesDir: releasesDir(), remote, by: deployer() }), 'rolled back', remote);
      return;
    }
    case 'status':
      return status(values.origin ?? process.env.STATUS_ORIGIN ?? `http://127.0.0.1:${process.env.PORT || 8080}`);
    default:
      throw new UsageError(`unknown command ${command}`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (
    error instanceof UsageError ||
    error instanceof ReleaseError ||
    (error as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
  ) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
