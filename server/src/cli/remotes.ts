import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTE_NAMES, type FirebaseConfig, type RemoteName, type RemotesMap } from '@gagyeong/contracts';
import { describeDeployment, type LiveEntry } from '@gagyeong/contracts/live-map';
import { failureRate, percent, type CanaryPolicy } from '@gagyeong/contracts/remote-health';
import { PREVIEW_LINK_TTL_MS, PREVIEW_START_PATH } from '@gagyeong/contracts/delivery';
import { previewKey } from '../features/delivery/preview-key';
import { signPreview } from '../features/delivery/preview-token';
import { releaseUrlPrefix } from '../features/releases/release-store';
import { releaseVersionAt } from '../features/releases/release-version-at';
import { localRemoteFile, remoteBase, remoteFolder } from '../config/remotes';
import { canaryPolicy, fleetHosts, loadSettings } from '../config/settings';
import { judgeCanaries, type CanaryJudgement } from '../features/delivery/canary-judge';
import { isSealed } from '../features/telemetry/telemetry-seal';
import { checkExposesContract } from '../features/releases/contract-check';
import { changeDeployRights, type AdminTarget } from '../features/releases/deploy-rights';
import { exposeSources } from '../features/releases/expose-sources';
import { createFileLiveMapStore } from '../features/releases/file-live-map-store';
import { createFirestoreLiveMapStore, type FirestoreLiveMapStore } from '../features/releases/firestore-live-map-store';
import { askHosts, converged } from '../features/releases/fleet-status';
import { applyLiveMap, deploy, promote, rollback, startCanary, type DeployTarget } from '../features/releases/live-map';
import { checkStoredShape, type LiveMapStore } from '../features/releases/live-map-store';
import { checkRemoteUrl } from '../features/releases/remote-check';
import {
  DEFAULT_KEEP,
  RELEASE_RECORD,
  ReleaseError,
  checkBuild,
  createRelease,
  listReleases,
  pruneReleases,
  releaseManifestUrl,
  type ReleaseRecord,
} from '../features/releases/release-store';
import { DEFAULT_RELEASES_DIR, REPO_ROOT } from '../paths';
import { promptHidden } from './prompt-password';

const USAGE = `usage:
  npm run release  -w <remote> [-- --no-build | --from DIR] [--out DIR]
        build (or take dist/, or DIR), check it against packages/contracts, and copy it into
        releases/<remote>/<version>/ (--out DIR: into DIR/<version>/, to upload to the team's own origin)
  npm run deploy   -w <remote> [-- --version V | --url URL [--from DIR]] [--canary PERCENT [--watch]]
        make a release live (the newest kept one by default; --url: a manifest on another origin),
        after checking that its manifest, entry and server entry answer and carry the contract's
        exposes (--from DIR: the release folder at hand, also type-checked against the contract);
        --canary 10: live for 10 % of visitors only (sticky per visitor), beside the live version;
        --watch: stay until the canary ends (up to --watch-minutes, 60 by default), judging it from
        real browsers' errors in firebase mode (local mode: the host judges it) and rolling it back
        when it fails more than the live version (CANARY_JUDGE_*)
  npm run promote  -w <remote>              make the running canary live for everyone
  npm run rollback -w <remote>              end the running canary, else make the previous version live again
  npm run preview  -w <remote> -- --version V | --url URL
        print a link that opens the release in one browser only, for an hour (open it within 10 minutes)
  npm run remotes:judge [-- <remote>]
        (firebase mode, e.g. from a scheduler) judge every running canary once, as --watch does
  npm run remotes:status [-- --origin URL] [--hosts URL,URL]
        the live map, whether each remote answers, the deployment log, and which versions each host serves
  npm run remotes:rights -- grant|revoke <email> <remote>
        (operator, firebase mode) let an account deploy a remote, or stop it; recorded in the log
environment: SITE_CONFIG_FILE (firebase mode: the live map is in Firestore), SITE_URL (the site a preview
             link opens), DATA_DIR (local mode: the preview key beside the database), RELEASES_DIR (default
             ${DEFAULT_RELEASES_DIR}), RELEASES_KEEP (default ${DEFAULT_KEEP}), DEPLOY_BY (local mode; default:
             the login name), DEPLOY_EMAIL and DEPLOY_PASSWORD (firebase mode: the deployer's account),
             FLEET_HOSTS (hosts whose versions status shows), REMOTES_FILE (the configured map),
             CANARY_JUDGE_RATIO, _MIN_PERCENT, _MIN_VIEWS, _MIN_NETWORKS, _WINDOW_MINUTES (the judge's policy),
             VISITOR_SECRET (the hosts' visitor key: the judge counts only documents they sealed),
             CANARY_WATCH_INTERVAL_MS (how often --watch looks; default 15000)`;

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

const settings = () => loadSettings(process.env, REPO_ROOT);

function configuredMap(): RemotesMap {
  const remotes = settings().app.remotes;
  if (!remotes) throw new UsageError('no remotes map configured');
  return remotes;
}

/** Firebase mode's project, when the site config names it (the live map is in Firestore then). */
function firebaseConfig(): FirebaseConfig | undefined {
  const { backend } = settings().app.config;
  return backend.mode === 'firebase' ? backend.firebase : undefined;
}

function gitCommit(): string {
  const head = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (head.status !== 0) return 'unknown';
  const dirty = spawnSync('git', ['status', '--porcelain'], { cwd: REPO_ROOT, encoding: 'utf8' }).stdout.trim() !== '';
  return `${head.stdout.trim()}${dirty ? '+dirty' : ''}`;
}

async function deployerPassword(): Promise<string> {
  if (process.env.DEPLOY_PASSWORD) return process.env.DEPLOY_PASSWORD;
  try {
    return await promptHidden(`password of ${process.env.DEPLOY_EMAIL}: `);
  } catch {
    throw new UsageError('no terminal to ask the password on: set DEPLOY_PASSWORD');
  }
}

/**
 * The live map's store: Firestore in firebase mode (signed in as DEPLOY_EMAIL when given, a
 * visitor otherwise), releases/live.json in local mode.
 */
async function openStore(): Promise<
  LiveMapStore & Partial<Pick<FirestoreLiveMapStore, 'signIn' | 'createPreviewGrant' | 'readCounters'>>
> {
  const firebase = firebaseConfig();
  if (!firebase) return createFileLiveMapStore(releasesDir());
  const email = process.env.DEPLOY_EMAIL;
  return createFirestoreLiveMapStore({
    firebase,
    ...(email ? { account: { email, password: await deployerPassword() } } : {}),
  });
}

/** Who the change is recorded as: the signed-in account in firebase mode, DEPLOY_BY or the login name locally. */
async function who(store: Awaited<ReturnType<typeof openStore>>): Promise<string> {
  if (store.signIn) return store.signIn();
  return process.env.DEPLOY_BY || os.userInfo().username;
}

/** Runs an npm script of the remote's workspace, its output shown; throws when it fails. */
function npmRun(remote: RemoteName, script: string, refusal: string) {
  const result = spawnSync('npm', ['run', script, '-w', remoteFolder(remote)], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new ReleaseError(`${remote}: release refused, ${refusal}; nothing was released`);
}

/** Prunes a remote's old releases, keeping the live and the previous one whatever their age. */
async function prune(store: LiveMapStore, remote: RemoteName) {
  if (store.kind !== 'file') return;
  const live = checkStoredShape(await store.read()).live[remote];
  const deleted = pruneReleases(releasesDir(), remote, keep(), [
    live?.version ?? undefined,
    live?.previous?.version ?? undefined,
    live?.canary?.version ?? undefined,
  ]);
  if (deleted.length > 0) print(`pruned ${remote}: ${deleted.join(', ')}`);
}

const relative = (dir: string) => (dir.startsWith(REPO_ROOT + path.sep) ? path.relative(REPO_ROOT, dir) : dir);

/** `from`: a build made elsewhere (e.g. by CI) instead of the remote's own dist/; `out`: the folder to upload. */
async function release(remote: RemoteName, build: boolean, from: string | undefined, out: string | undefined) {
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
  const outDir = out === undefined ? undefined : path.resolve(out);
  const { record, dir, created } = createRelease({
    remote,
    dist,
    releasesDir: releasesDir(),
    packageVersion,
    commit: gitCommit(),
    exposeSources: sources,
    ...(outDir ? { dirFor: (version: string) => path.join(outDir, version) } : {}),
  });
  print(
    created
      ? `released ${remote} ${record.version} (${record.exposes.join(', ')}) in ${relative(dir)}`
      : `${remote} ${record.version} was already released (${record.createdAt}); unchanged`,
  );
  if (outDir) {
    print(
      `upload ${relative(outDir)} to the team's origin, then: npm run deploy -w ${remoteFolder(remote)} -- --url <origin>/${record.version}/mf-manifest.json`,
    );
    return;
  }
  await prune(createFileLiveMapStore(releasesDir()), remote);
}

function readRecord(file: string): ReleaseRecord {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as ReleaseRecord;
  } catch (error) {
    throw new ReleaseError(`${file}: not a release record (${(error as Error).message})`);
  }
}

/**
 * What `deploy` makes live, checked before anything changes: the URL (a kept release's by
 * default), what it answers, and with `--from DIR` that DIR is that release and its modules
 * type-check against the contract.
 */
async function deployTarget(
  remote: RemoteName,
  values: { version?: string; url?: string; from?: string },
  firebase: boolean,
): Promise<DeployTarget> {
  let target: DeployTarget;
  if (values.url !== undefined) {
    // A release folder published as made (`release -- --out`) carries its record: its version.
    target = { url: values.url, version: values.version ?? (await releaseVersionAt(remote, values.url)) };
  } else {
    if (firebase) {
      throw new ReleaseError(
        `${remote}: in firebase mode every host must reach the release: publish it on the team's origin (release -- --out DIR) and deploy it with --url`,
      );
    }
    const releases = listReleases(releasesDir(), remote);
    const chosen = values.version === undefined ? releases.at(-1) : releases.find((r) => r.version === values.version);
    if (!chosen) {
      throw new ReleaseError(
        values.version === undefined
          ? `${remote}: no release to deploy (run \`npm run release\` first)`
          : `${remote}: no release ${values.version} (kept: ${releases.map((r) => r.version).join(', ') || 'none'})`,
      );
    }
    target = { url: releaseManifestUrl(remote, chosen.version), version: chosen.version };
  }
  const problem = await checkRemoteUrl(remote, target.url, target.version, {
    roots: { distRoot: REPO_ROOT, releasesDir: releasesDir() },
    siteUrl: settings().app.config.siteUrl,
    timeoutMs: 5000,
  });
  if (problem) throw new ReleaseError(`${remote}: deploy refused, ${problem}; nothing was changed`);
  if (values.from !== undefined) await checkReleaseAtHand(remote, target, path.resolve(values.from));
  return target;
}

/** `--from DIR`: DIR is the release the URL serves, and its exposed modules meet the contract. */
async function checkReleaseAtHand(remote: RemoteName, target: DeployTarget, dir: string) {
  const record = readRecord(path.join(dir, RELEASE_RECORD));
  if (record.remote !== remote || (target.version !== null && record.version !== target.version)) {
    throw new ReleaseError(
      `${dir} holds ${record.remote} ${record.version}, not what ${target.url} serves; nothing was changed`,
    );
  }
  const local = fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8');
  const file = localRemoteFile(target.url, remote, { distRoot: REPO_ROOT, releasesDir: releasesDir() });
  const served =
    file === undefined
      ? await fetch(target.url, { signal: AbortSignal.timeout(5000) })
          .then((response) => response.text())
          .catch(() => undefined)
      : fs.readFileSync(file, 'utf8');
  if (served !== local)
    throw new ReleaseError(`${target.url} does not serve the manifest of ${dir}; nothing was changed`);
  checkExposesContract({ remote, exposes: exposeSources(path.join(REPO_ROOT, remoteFolder(remote))) });
}

/** 'answers', or what went wrong. */
async function probe(url: string): Promise<string> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000), headers: { 'cache-control': 'no-cache' } });
    await response.arrayBuffer();
    return response.ok ? 'answers' : `HTTP ${response.status}`;
  } catch (error) {
    return `no answer (${(error as Error).message})`;
  }
}

async function status(origin: string, hosts: readonly string[]) {
  const map = configuredMap();
  const store = await openStore();
  try {
    const stored = await store.read();
    const { live, problems } = checkStoredShape(stored);
    print(`remotes as ${store.where} has them, answering at ${origin}`);
    for (const problem of problems) print(`  invalid (the hosts keep their last good entry): ${problem}`);
    for (const name of REMOTE_NAMES) await printRemote(name, live[name], map[name], origin);
    await printLog(store);
    if (hosts.length > 0) await printHosts(hosts, applyLiveMap(map, live));
  } finally {
    await store.close();
  }
}

async function printRemote(name: RemoteName, entry: LiveEntry | undefined, configured: string, origin: string) {
  const url = entry?.url ?? configured;
  const absolute = new URL(url, origin).toString();
  const base = remoteBase(absolute);
  const manifest = absolute.endsWith('.json') ? await probe(absolute) : 'n/a (the map names the entry)';
  const [entryAnswer, serverAnswer] = await Promise.all([
    probe(`${base}remoteEntry.js`),
    probe(`${base}server/remoteEntry.js`),
  ]);
  print(`${name}`);
  print(`  live:      ${entry ? describeDeployment(entry) : `configured map (${url})`}`);
  if (entry?.canary) {
    const { canary } = entry;
    print(
      `  canary:    ${describeDeployment(canary)} for ${canary.share} % of visitors (live one: ${100 - canary.share} %)`,
    );
    print(`             since ${canary.at} by ${canary.by ?? '(sign in to see who)'} (${canary.url})`);
  }
  if (entry) {
    print(`  since:     ${entry.at} by ${entry.by ?? '(sign in to see who)'}`);
    const previous = entry.previous;
    print(
      `  previous:  ${previous ? `${describeDeployment(previous)} (since ${previous.at} by ${previous.by ?? '?'})` : 'none'}`,
    );
  }
  print(`  manifest:  ${manifest}`);
  print(`  entry:     ${entryAnswer}`);
  print(`  server:    ${serverAnswer}`);
}

async function printLog(store: Awaited<ReturnType<typeof openStore>>) {
  if (store.kind === 'firestore' && !process.env.DEPLOY_EMAIL) {
    print('deployment log: set DEPLOY_EMAIL (a deployer or an administrator) to read it');
    return;
  }
  const log = await store.readLog(10);
  if (log.entries.length > 0) {
    print('recent changes:');
    for (const line of log.entries.slice().reverse())
      print(
        line.action === 'grant' || line.action === 'revoke'
          ? `  ${line.at} ${line.by} ${line.action} ${line.remote} ${line.subject ?? ''}`
          : `  ${line.at} ${line.by} ${line.action} ${line.remote} ${line.version ?? line.url}` +
              `${line.share === undefined ? '' : ` at ${line.share} %`} (from ${line.from ?? 'configured map'})` +
              `${line.reason === undefined ? '' : `: ${line.reason}`}`,
      );
  }
  if (log.unreadable.count > 0) {
    print(`  (${log.unreadable.count} unreadable log line(s) skipped, the first at ${log.unreadable.first})`);
  }
}

async function printHosts(hosts: readonly string[], expected: RemotesMap) {
  const reports = await askHosts(hosts);
  print('hosts:');
  for (const report of reports) {
    if (!report.remotes) {
      print(`  ${report.host}: ${report.problem}`);
      continue;
    }
    const remotes = REMOTE_NAMES.map((name) => {
      const served = report.remotes?.[name];
      const canary = served?.canary
        ? ` + canary ${served.canary.version ?? served.canary.url} at ${served.canary.share} %`
        : '';
      return `${name} ${served?.version ?? served?.url}${canary}${served?.url === expected[name] ? '' : ' (not the live map)'}`;
    });
    print(
      `  ${report.host}: ${remotes.join(', ')}${report.liveMap ? ` [${report.liveMap.store}: ${report.liveMap.state}]` : ''}`,
    );
  }
  print(`converged: ${converged(reports, expected) ? 'yes, every host serves the live map' : 'no'}`);
}

/** Administrator credentials for the Identity Toolkit and Firestore APIs (the emulators in tests). */
async function adminTarget(firebase: FirebaseConfig): Promise<AdminTarget> {
  const project = encodeURIComponent(firebase.projectId);
  const authEmulator = firebase.emulators?.auth ?? hostPort(process.env.FIREBASE_AUTH_EMULATOR_HOST);
  const firestoreEmulator = firebase.emulators?.firestore ?? hostPort(process.env.FIRESTORE_EMULATOR_HOST);
  const database = (origin: string) => `${origin}/v1/projects/${project}/databases/(default)`;
  if (authEmulator && firestoreEmulator) {
    // The emulators' owner token passes as an administrator. The Auth emulator keeps the accounts
    // the web SDK signs up in its own project, which its unscoped endpoints reach.
    return {
      authBase: `http://${authEmulator.host}:${authEmulator.port}/identitytoolkit.googleapis.com/v1`,
      firestoreDatabase: database(`http://${firestoreEmulator.host}:${firestoreEmulator.port}`),
      accessToken: async () => 'owner',
    };
  }
  const { GoogleAuth } = await import('google-auth-library');
  const auth = new GoogleAuth({ scopes: ['https://www.googleapis.com/auth/cloud-platform'] });
  return {
    authBase: `https://identitytoolkit.googleapis.com/v1/projects/${project}`,
    firestoreDatabase: database('https://firestore.googleapis.com'),
    accessToken: async () => {
      const token = await auth.getAccessToken();
      if (!token) throw new ReleaseError('no Google access token: check the application default credentials');
      return token;
    },
  };
}

function hostPort(value: string | undefined): { host: string; port: number } | undefined {
  const match = value ? /^([^:]+):(\d+)$/.exec(value) : null;
  return match?.[1] ? { host: match[1], port: Number(match[2]) } : undefined;
}

async function rights(action: string | undefined, email: string | undefined, remoteArgument: string | undefined) {
  if (action !== 'grant' && action !== 'revoke') throw new UsageError('rights: grant or revoke');
  if (!email || !email.includes('@')) throw new UsageError('rights: the account email');
  const remote = remoteNamed(remoteArgument);
  const firebase = firebaseConfig();
  if (!firebase) {
    throw new UsageError('deploy rights are Firebase custom claims: set SITE_CONFIG_FILE to the firebase-mode config');
  }
  const after = await changeDeployRights(await adminTarget(firebase), {
    action,
    email,
    remote,
    by: process.env.DEPLOY_BY || os.userInfo().username,
  });
  print(
    `${action === 'grant' ? 'granted' : 'revoked'}: ${email} may deploy ${after.length > 0 ? after.join(', ') : 'no remote'}` +
      " (from the account's next ID token: sign in again to use it)",
  );
}

function printNow(entry: LiveEntry, verb: string, remote: RemoteName) {
  print(
    `${verb} ${remote}: ${describeDeployment(entry)} is live (${entry.url}); previous ${entry.previous ? describeDeployment(entry.previous) : 'none'}`,
  );
  if (entry.canary) {
    print(
      `  canary ${describeDeployment(entry.canary)} for ${entry.canary.share} % of visitors (${entry.canary.url}): ` +
        `npm run promote -w ${remoteFolder(remote)} makes it live for everyone, rollback ends it`,
    );
  }
}

/** `--canary 10`: a whole percent of visitors. */
function canaryShare(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const share = Number(raw);
  if (!/^\d+$/.test(raw) || share < 1 || share > 99) {
    throw new UsageError(
      `--canary ${raw}: a whole percent of visitors from 1 to 99 (100: deploy it, or promote the canary)`,
    );
  }
  return share;
}

/** `--watch-minutes 30`: how long `--watch` stays at most. */
function watchMinutes(raw: string | undefined): number {
  if (raw === undefined) return 60;
  const minutes = Number(raw);
  if (!/^\d+$/.test(raw) || minutes < 1 || minutes > 24 * 60) {
    throw new UsageError(`--watch-minutes ${raw}: whole minutes from 1 to 1440`);
  }
  return minutes;
}

/**
 * `preview`: a link that opens a release in one browser for an hour (docs/decisions/0062-preview-in-one-browser.md).
 * Local mode signs it with the host's key beside the database; firebase mode creates a grant in
 * Firestore as the signed-in deployer (the rules let an administrator or the remote's deployer).
 */
async function previewLink(remote: RemoteName, values: { version?: string; url?: string }): Promise<string> {
  const { config, dataDir } = settings().app;
  const firebase = firebaseConfig();
  if ((values.version === undefined) === (values.url === undefined)) {
    throw new UsageError('preview: --version V (a kept release) or --url URL (a release on another origin)');
  }
  const start = `${config.siteUrl}${PREVIEW_START_PATH}`;
  if (firebase) {
    const store = await openStore();
    try {
      if (!store.createPreviewGrant)
        throw new UsageError('preview: set DEPLOY_EMAIL (an administrator or the remote’s deployer)');
      let url = values.url;
      if (url === undefined) {
        const log = await store.readLog(200);
        url =
          log.entries.find((entry) => entry.remote === remote && entry.version === values.version && entry.url)?.url ??
          undefined;
        if (url === undefined)
          throw new ReleaseError(`${remote}: no deployment of ${values.version} in the log; give --url`);
      }
      const version = values.version ?? (await releaseVersionAt(remote, url));
      const grant = await store.createPreviewGrant({ remote, url, version });
      return `${start}?grant=${grant}`;
    } finally {
      await store.close();
    }
  }
  let url = values.url;
  let version = values.version ?? null;
  if (url !== undefined && version === null) version = await releaseVersionAt(remote, url);
  if (values.version !== undefined) {
    if (!listReleases(releasesDir(), remote).some((release) => release.version === values.version)) {
      throw new ReleaseError(`${remote}: no kept release ${values.version}`);
    }
    url = releaseManifestUrl(remote, values.version);
  }
  const target = { remote, url: url ?? '', version };
  const problem = await checkRemoteUrl(remote, target.url, target.version, {
    roots: { distRoot: REPO_ROOT, releasesDir: releasesDir() },
    siteUrl: config.siteUrl,
    timeoutMs: 5000,
  });
  if (problem) throw new ReleaseError(`${remote}: preview refused, ${problem}`);
  const key = previewKey({ secret: process.env.PREVIEW_SECRET, dataDir });
  if (!key) throw new ReleaseError('no preview key: set PREVIEW_SECRET or DATA_DIR');
  const token = signPreview(key, 'link', { ...target, expiresAt: Date.now() + PREVIEW_LINK_TTL_MS });
  return `${start}?token=${token}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One line of the judge's figures: the canary's page views and failures against the stable version's. */
function describeJudgement({ health, rolledBack }: CanaryJudgement): string {
  const side = (version: string, counts: typeof health.canaryCounts) =>
    `${version} ${counts.views} page views, ${percent(failureRate(counts))} failed`;
  const verdict = rolledBack
    ? `rolled back: ${rolledBack}`
    : { wait: 'too few page views yet', keep: 'healthy so far', rollback: 'failing' }[health.action];
  return `${new Date().toISOString()} ${health.remote} canary ${side(health.canary, health.canaryCounts)}; live ${side(health.stable, health.stableCounts)}: ${verdict}`;
}

/** The judge of the deploy command (firebase mode): the remote counters read as the signed-in deployer. */
async function judgeOnce(store: Awaited<ReturnType<typeof openStore>>, policy: CanaryPolicy, remotes?: RemoteName[]) {
  const { readCounters } = store;
  if (!readCounters)
    throw new UsageError('the deploy command judges canaries in firebase mode; in local mode the host does');
  // Only what the hosts sealed counts: anyone may create a counter document
  // (docs/decisions/0125-signed-visitors-and-the-canary-judge.md).
  const secret = process.env.VISITOR_SECRET;
  if (!secret)
    throw new UsageError(
      "set VISITOR_SECRET (the hosts' visitor key): the judge counts only the documents the hosts sealed with it",
    );
  const key = Buffer.from(secret, 'utf8');
  return judgeCanaries({
    store,
    counts: (from, to) => readCounters('remote', from, to, (document) => isSealed(key, document)),
    policy,
    now: Date.now,
    by: await who(store),
    ...(remotes ? { remotes } : {}),
  });
}

/**
 * `deploy --canary N --watch`: stays until the canary ends (promoted, rolled back by a person or a
 * judge) or the time is up. Firebase mode judges it here (hosts hold no credential); local mode's
 * host judges it, and this watches the map
 * (docs/decisions/0064-errors-per-version-and-the-canary-judge.md).
 */
async function watchCanary(store: Awaited<ReturnType<typeof openStore>>, remote: RemoteName, minutes: number) {
  const policy = canaryPolicy(process.env);
  const interval = Number(process.env.CANARY_WATCH_INTERVAL_MS || 15_000);
  const deadline = Date.now() + minutes * 60_000;
  const judging = store.kind === 'firestore';
  print(
    judging
      ? `watching ${remote}'s canary for up to ${minutes} minutes, judged here every ${interval / 1000} s`
      : `watching ${remote}'s canary for up to ${minutes} minutes; the host judges it (CANARY_JUDGE_INTERVAL_MS)`,
  );
  for (;;) {
    const entry = checkStoredShape(await store.read()).live[remote];
    if (!entry?.canary) {
      const ended = (await store.readLog(20)).entries.find(
        (line) => line.remote === remote && (line.action === 'rollback' || line.action === 'promote'),
      );
      print(
        `${remote}: the canary has ended${ended ? ` (${ended.action} by ${ended.by} at ${ended.at}${ended.reason ? `: ${ended.reason}` : ''})` : ''}`,
      );
      return;
    }
    if (judging) for (const judgement of await judgeOnce(store, policy, [remote])) print(describeJudgement(judgement));
    if (Date.now() + interval > deadline) break;
    await sleep(interval);
  }
  print(
    `stopped watching: the canary of ${remote} still runs; promote or roll it back` +
      (judging ? ', or judge it from a scheduler with npm run remotes:judge' : ''),
  );
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
      out: { type: 'string' },
      hosts: { type: 'string' },
      canary: { type: 'string' },
      watch: { type: 'boolean' },
      'watch-minutes': { type: 'string' },
      'no-build': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || command === undefined) {
    print(USAGE);
    return;
  }
  switch (command) {
    case 'release':
      return release(remoteNamed(rest[0]), !values['no-build'], values.from, values.out);
    case 'deploy': {
      const remote = remoteNamed(rest[0]);
      const share = canaryShare(values.canary);
      const target = await deployTarget(remote, values, firebaseConfig() !== undefined);
      const store = await openStore();
      try {
        const change = { remote, target, configuredUrl: configuredMap()[remote], by: await who(store) };
        const entry =
          share === undefined ? await deploy(store, change) : await startCanary(store, { ...change, share });
        printNow(entry, share === undefined ? 'deployed' : 'canary', remote);
        await prune(store, remote);
        if (values.watch) {
          if (share === undefined) throw new UsageError('--watch goes with --canary');
          await watchCanary(store, remote, watchMinutes(values['watch-minutes']));
        }
        return;
      } finally {
        await store.close();
      }
    }
    case 'promote': {
      const remote = remoteNamed(rest[0]);
      const store = await openStore();
      try {
        printNow(await promote(store, { remote, by: await who(store) }), 'promoted', remote);
        return await prune(store, remote);
      } finally {
        await store.close();
      }
    }
    case 'preview':
      print(await previewLink(remoteNamed(rest[0]), values));
      print('open it within 10 minutes in the browser that should preview; the preview lasts an hour');
      return;
    case 'rollback': {
      const remote = remoteNamed(rest[0]);
      const store = await openStore();
      try {
        const kept = (version: string, url: string) =>
          !url.startsWith(releaseUrlPrefix(remote, version)) ||
          listReleases(releasesDir(), remote).some((r) => r.version === version);
        printNow(await rollback(store, { remote, by: await who(store), releaseKept: kept }), 'rolled back', remote);
        return;
      } finally {
        await store.close();
      }
    }
    case 'judge': {
      const store = await openStore();
      try {
        const judgements = await judgeOnce(
          store,
          canaryPolicy(process.env),
          rest[0] ? [remoteNamed(rest[0])] : undefined,
        );
        if (judgements.length === 0) print('no canary runs');
        for (const judgement of judgements) print(describeJudgement(judgement));
        return;
      } finally {
        await store.close();
      }
    }
    case 'status':
      return status(
        values.origin ?? process.env.STATUS_ORIGIN ?? `http://127.0.0.1:${process.env.PORT || 8080}`,
        values.hosts === undefined ? (settings().app.fleetHosts ?? []) : fleetHosts(values.hosts),
      );
    case 'rights':
      return rights(rest[0], rest[1], rest[2]);
    default:
      throw new UsageError(`unknown command ${command}`);
  }
}

main(process.argv.slice(2)).then(
  // The Firebase SDK keeps sockets open a while after its app is deleted: the command is done.
  () => process.exit(0),
  (error: unknown) => {
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
  },
);
