import path from 'node:path';
import {
  AUTH_PROJECT,
  authEmulator,
  clearFirestore,
  createAuthUser,
  emulatorWebConfig,
  firestoreEmulator,
  loadFirestoreRules,
  text,
  time,
} from '@test/firebase-emulators';
import { SITE, type SiteConfig } from '@gagyeong/contracts';
import { DEPLOY_LOG_COLLECTION } from '@gagyeong/contracts/live-map';
import { manifestFor, writeFixtureDist } from '../../test-support/fixture-dist';
import { freePort, startTestServer, tempDir, writeFiles, type TestServer } from '../../test-support/test-server';
import { createTcpProxy, type TcpProxy } from '../../test-support/tcp-proxy';
import { changeDeployRights } from './deploy-rights';
import { createFirestoreLiveMapStore } from './firestore-live-map-store';
import { deploy, promote, rollback, startCanary } from './live-map';
import { checkStoredShape } from './live-map-store';

// The live map in Firestore (firebase mode) on the emulator under the repository's rules: a host
// follows it as a visitor through a listener, keeps its last good map when Firestore is cut off or
// a document is invalid, and starts on the configured map while Firestore is down; deployers
// change only their remote's entry (docs/decisions/0061-one-live-map-for-the-fleet.md).
jest.setTimeout(60_000);

const PROJECT = 'demo-live-map-host';
const RUN = Date.now().toString(36);
const PASSWORD = 'deployer-password-1';
const PRESS_DEPLOYER = `press-${RUN}@team.test`;
const LEADS_DEPLOYER = `leads-${RUN}@team.test`;
const CONFIGURED = '/remotes/mf-press/mf-manifest.json';
const PRESS_PAGE = `/${encodeURIComponent(SITE.slug)}/press`;

function firebaseConfig(firestore: { host: string; port: number }): SiteConfig['backend'] {
  return {
    mode: 'firebase',
    firebase: emulatorWebConfig(PROJECT, { firestore }),
  };
}

/** The team's own origin: a release of mf-press, served by a host of the test (its dist root). */
function writeRelease(root: string): string {
  const files = {
    'mf-manifest.json': manifestFor('mf_press', { './PressList': { js: [], css: [] }, './PressDetail': { js: [], css: [] } }),
    'remoteEntry.js': 'var mf_press; /* team release */',
    'server/remoteEntry.js': 'module.exports = {};',
  };
  writeFiles(path.join(root, 'mf-press', 'dist'), files);
  return root;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the live map on Firestore', () => {
  let proxy: TcpProxy;
  let teamOrigin: TestServer;
  let releaseUrl: string;
  /** What the host of the running test logged (one host a test, closed after it). */
  let logs: string[] = [];
  let running: TestServer | undefined;

  const store = (email?: string) =>
    createFirestoreLiveMapStore({
      firebase: emulatorWebConfig(PROJECT),
      ...(email ? { account: { email, password: PASSWORD } } : {}),
    });

  async function startHost(waitMs = 5000): Promise<TestServer> {
    const distRoot = tempDir();
    writeFixtureDist(distRoot);
    const host = await startTestServer({
      distRoot,
      ssr: false,
      liveMapWaitMs: waitMs,
      config: { backend: firebaseConfig({ host: proxy.host, port: proxy.port }) },
      logger: { level: 'info', stream: { write: (line: string) => logs.push((JSON.parse(line) as { msg: string }).msg) } },
    });
    running = host;
    return host;
  }

  const served = async (host: TestServer) => ((await (await fetch(`${host.baseUrl}/remotes.json`)).json()) as { mf_press: string }).mf_press;

  beforeAll(async () => {
    await loadFirestoreRules(PROJECT);
    await createAuthUser(AUTH_PROJECT, PRESS_DEPLOYER, PASSWORD, { deploy: ['mf_press'] });
    await createAuthUser(AUTH_PROJECT, LEADS_DEPLOYER, PASSWORD, { deploy: ['mf_leads'] });
    proxy = createTcpProxy(firestoreEmulator(), await freePort());
    await proxy.up();
    teamOrigin = await startTestServer({ distRoot: writeRelease(tempDir()), ssr: false });
    releaseUrl = `${teamOrigin.baseUrl}/remotes/mf-press/mf-manifest.json`;
  });
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });
  afterAll(async () => {
    await teamOrigin.close();
    await proxy.down();
  });
  beforeEach(async () => {
    await proxy.up();
    await clearFirestore(PROJECT);
    logs = [];
  });

  it('lets the mf_press deployer deploy and roll back, seen by a running host without a restart', async () => {
    const host = await startHost();
    expect(await served(host)).toBe(CONFIGURED);
    const deployer = store(PRESS_DEPLOYER);
    try {
      const entry = await deploy(deployer, { remote: 'mf_press', target: { url: releaseUrl, version: null }, configuredUrl: CONFIGURED, by: PRESS_DEPLOYER });
      expect(entry).toEqual(expect.objectContaining({ url: releaseUrl, by: PRESS_DEPLOYER, previous: expect.objectContaining({ url: CONFIGURED }) }));
      expect(await until(() => served(host), (url) => url === releaseUrl)).toBe(releaseUrl);
      const csp = (await fetch(`${host.baseUrl}${PRESS_PAGE}`)).headers.get('content-security-policy');
      expect(csp).toContain(`script-src 'self' ${teamOrigin.baseUrl}`);

      await rollback(deployer, { remote: 'mf_press', by: PRESS_DEPLOYER });
      expect(await until(() => served(host), (url) => url === CONFIGURED)).toBe(CONFIGURED);
      expect((await fetch(`${host.baseUrl}${PRESS_PAGE}`)).headers.get('content-security-policy')).not.toContain(teamOrigin.baseUrl);

      // Status, signed in: who did what, from the log.
      const { live } = checkStoredShape(await deployer.read());
      expect(live.mf_press).toEqual(expect.objectContaining({ url: CONFIGURED, by: PRESS_DEPLOYER, previous: expect.objectContaining({ url: releaseUrl, by: PRESS_DEPLOYER }) }));
      const log = await deployer.readLog(10);
      expect(log.entries.map((e) => [e.action, e.by, e.url])).toEqual([
        ['rollback', PRESS_DEPLOYER, CONFIGURED],
        ['deploy', PRESS_DEPLOYER, releaseUrl],
      ]);
      // A visitor reads the map, never who deployed it.
      const visitor = store();
      expect(checkStoredShape(await visitor.read()).live.mf_press?.by).toBeNull();
      await visitor.close();
    } finally {
      await deployer.close();
    }
  });

  it('runs a canary beside the live release, promotes it, and ends the next one with the judge\'s reason, under the rules', async () => {
    const host = await startHost();
    const deployer = store(PRESS_DEPLOYER);
    const canaryUrl = `${releaseUrl}?canary=1`;
    try {
      await deploy(deployer, { remote: 'mf_press', target: { url: releaseUrl, version: null }, configuredUrl: CONFIGURED, by: PRESS_DEPLOYER });
      await startCanary(deployer, { remote: 'mf_press', target: { url: canaryUrl, version: '1.1.0-aa11bb22cc' }, configuredUrl: CONFIGURED, by: PRESS_DEPLOYER, share: 10 });
      const health = async () =>
        ((await (await fetch(`${host.baseUrl}/api/health`)).json()) as { remotes: { mf_press: { url: string; canary?: { share: number } } } }).remotes.mf_press;
      expect(await until(health, (served) => served.canary?.share === 10)).toEqual(
        expect.objectContaining({ url: releaseUrl, canary: { url: canaryUrl, version: '1.1.0-aa11bb22cc', share: 10 } }),
      );
      await startCanary(deployer, { remote: 'mf_press', target: { url: canaryUrl, version: '1.1.0-aa11bb22cc' }, configuredUrl: CONFIGURED, by: PRESS_DEPLOYER, share: 50 });
      const promoted = await promote(deployer, { remote: 'mf_press', by: PRESS_DEPLOYER });
      expect(promoted).toEqual(expect.objectContaining({ url: canaryUrl, previous: expect.objectContaining({ url: releaseUrl }) }));
      expect(promoted.canary ?? null).toBeNull();
      expect(await until(health, (served) => served.url === canaryUrl && !served.canary)).toEqual(
        expect.objectContaining({ url: canaryUrl, version: '1.1.0-aa11bb22cc' }),
      );

      await startCanary(deployer, { remote: 'mf_press', target: { url: releaseUrl, version: null }, configuredUrl: CONFIGURED, by: PRESS_DEPLOYER, share: 5 });
      await rollback(deployer, { remote: 'mf_press', by: PRESS_DEPLOYER, reason: 'judge: 12.0% against 0.0%', canaryOnly: { url: releaseUrl } });
      const { live } = checkStoredShape(await deployer.read());
      expect(live.mf_press).toEqual(expect.objectContaining({ url: canaryUrl, canary: null, previous: expect.objectContaining({ url: releaseUrl }) }));
      const log = await deployer.readLog(10);
      expect(log.entries.map((e) => [e.action, e.url, e.from, e.share ?? null, e.reason ?? null])).toEqual([
        ['rollback', canaryUrl, releaseUrl, null, 'judge: 12.0% against 0.0%'],
        ['canary', releaseUrl, '1.1.0-aa11bb22cc', 5, null],
        ['promote', canaryUrl, releaseUrl, null, null],
        ['canary', canaryUrl, releaseUrl, 50, null],
        ['canary', canaryUrl, releaseUrl, 10, null],
        ['deploy', releaseUrl, null, null, null],
      ]);
      expect(log.unreadable.count).toBe(0);
    } finally {
      await deployer.close();
    }
  });

  it('opens a deployer’s preview grant in one browser on a host without credentials', async () => {
    const distRoot = tempDir();
    writeFixtureDist(distRoot);
    const host = await startTestServer({
      distRoot,
      ssr: false,
      previewSecret: 'a preview secret shared by the fleet, 32+',
      config: { backend: firebaseConfig({ host: proxy.host, port: proxy.port }) },
    });
    running = host;
    const deployer = store(PRESS_DEPLOYER);
    const other = store(LEADS_DEPLOYER);
    try {
      await expect(other.createPreviewGrant({ remote: 'mf_press', url: releaseUrl, version: null })).rejects.toThrow(
        'may not preview mf_press',
      );
      const grant = await deployer.createPreviewGrant({ remote: 'mf_press', url: releaseUrl, version: null });
      const opened = await fetch(`${host.baseUrl}/api/preview/start?grant=${grant}`, { redirect: 'manual' });
      expect(opened.status).toBe(303);
      const cookie = opened.headers.getSetCookie()[0]?.split(';', 1)[0] ?? '';
      expect(cookie).toMatch(/^gg_preview=/);
      const page = await (await fetch(`${host.baseUrl}${PRESS_PAGE}`, { headers: { cookie } })).text();
      expect(page).toContain(`"mf_press":"${releaseUrl}"`);
      expect(page).toContain('미리보기 중: mf_press');
      // Everyone else: the live map, no banner.
      const visitor = await (await fetch(`${host.baseUrl}${PRESS_PAGE}`)).text();
      expect(visitor).toContain(`"mf_press":"${CONFIGURED}"`);
      expect(visitor).not.toContain('gg-preview');
      // A made-up grant opens nothing.
      expect((await fetch(`${host.baseUrl}/api/preview/start?grant=AAAAAAAAAAAAAAAAAAAA`, { redirect: 'manual' })).status).toBe(403);
    } finally {
      await deployer.close();
      await other.close();
    }
  });

  it('refuses the mf_leads deployer on mf_press, changing nothing', async () => {
    const deployer = store(LEADS_DEPLOYER);
    try {
      await expect(
        deploy(deployer, { remote: 'mf_press', target: { url: releaseUrl, version: null }, configuredUrl: CONFIGURED, by: LEADS_DEPLOYER }),
      ).rejects.toThrow(`${LEADS_DEPLOYER} may not deploy mf_press`);
      expect(checkStoredShape(await deployer.read()).live).toEqual({});
    } finally {
      await deployer.close();
    }
  });

  it('ignores an invalid document with one log line, keeping the last good map', async () => {
    const host = await startHost();
    const deployer = store(PRESS_DEPLOYER);
    try {
      await deploy(deployer, { remote: 'mf_press', target: { url: releaseUrl, version: null }, configuredUrl: CONFIGURED, by: PRESS_DEPLOYER });
      await until(() => served(host), (url) => url === releaseUrl);
    } finally {
      await deployer.close();
    }
    // Written past the rules (the owner token), as an edit in the console could be.
    const { host: h, port } = firestoreEmulator();
    const bad = (url: string) =>
      fetch(`http://${h}:${port}/v1/projects/${PROJECT}/databases/(default)/documents/liveRemotes/mf_press`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
        body: JSON.stringify({
          fields: { url: text(url), version: { nullValue: null }, at: time(new Date().toISOString()), logId: text('x'), previous: { nullValue: null } },
        }),
      });
    await bad('javascript:alert(1)');
    await until(async () => logs.filter((line) => line.startsWith('GG-REMOTES-LIVE')).length, (n) => n > 0, 10_000);
    for (let i = 0; i < 3; i += 1) expect(await served(host)).toBe(releaseUrl);
    expect(logs.filter((line) => line.startsWith('GG-REMOTES-LIVE'))).toEqual([
      expect.stringContaining('mf_press url: not an http(s) URL or an absolute path; it stays on'),
    ]);
  });

  it('starts on the configured map while Firestore is down, and follows the shared map once it is back', async () => {
    const deployer = store(PRESS_DEPLOYER);
    try {
      await deploy(deployer, { remote: 'mf_press', target: { url: releaseUrl, version: null }, configuredUrl: CONFIGURED, by: PRESS_DEPLOYER });
    } finally {
      await deployer.close();
    }
    await proxy.down();
    const started = Date.now();
    const host = await startHost(1500);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await served(host)).toBe(CONFIGURED);
    expect(logs).toContainEqual(expect.stringMatching(/^GG-REMOTES-STORE .* did not answer within 1500 ms; serving the configured remotes map/));
    const health = (await (await fetch(`${host.baseUrl}/api/health`)).json()) as { liveMap: { state: string } };
    expect(health.liveMap).toEqual({ store: 'firestore', state: 'waiting' });

    await proxy.up();
    expect(await until(() => served(host), (url) => url === releaseUrl, 45_000)).toBe(releaseUrl);
  });

  it('keeps serving the last map while Firestore is cut off, logging it once, and follows it again after', async () => {
    const host = await startHost();
    await proxy.down();
    await until(async () => logs.some((line) => line.startsWith('GG-REMOTES-STORE')), Boolean, 40_000);
    for (let i = 0; i < 3; i += 1) expect(await served(host)).toBe(CONFIGURED);
    expect(logs.filter((line) => line.startsWith('GG-REMOTES-STORE'))).toEqual([expect.stringContaining('cannot be reached')]);

    await proxy.up();
    const deployer = store(PRESS_DEPLOYER);
    try {
      await deploy(deployer, { remote: 'mf_press', target: { url: releaseUrl, version: null }, configuredUrl: CONFIGURED, by: PRESS_DEPLOYER });
    } finally {
      await deployer.close();
    }
    expect(await until(() => served(host), (url) => url === releaseUrl, 45_000)).toBe(releaseUrl);
  });
});

describe('deploy rights', () => {
  const ACCOUNT = `rights-${RUN}@team.test`;

  it('grants and revokes one remote, keeping other claims, and logs each change', async () => {
    await loadFirestoreRules(PROJECT);
    await clearFirestore(PROJECT);
    await createAuthUser(AUTH_PROJECT, ACCOUNT, PASSWORD, { admin: true, deploy: ['mf_leads'] });
    const firestore = firestoreEmulator();
    const auth = authEmulator();
    const target = {
      authBase: `http://${auth.host}:${auth.port}/identitytoolkit.googleapis.com/v1`,
      firestoreDatabase: `http://${firestore.host}:${firestore.port}/v1/projects/${PROJECT}/databases/(default)`,
      accessToken: async () => 'owner',
    };
    expect(await changeDeployRights(target, { action: 'grant', email: ACCOUNT, remote: 'mf_press', by: 'operator' })).toEqual(['mf_leads', 'mf_press']);
    expect(await changeDeployRights(target, { action: 'revoke', email: ACCOUNT, remote: 'mf_leads', by: 'operator' })).toEqual(['mf_press']);
    await expect(changeDeployRights(target, { action: 'grant', email: `nobody-${RUN}@team.test`, remote: 'mf_press', by: 'operator' })).rejects.toThrow('no Firebase Auth account');

    const lookup = (await (
      await fetch(`${target.authBase}/accounts:lookup`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
        body: JSON.stringify({ email: [ACCOUNT] }),
      })
    ).json()) as { users: { customAttributes: string }[] };
    expect(JSON.parse(lookup.users[0]?.customAttributes ?? '{}')).toEqual({ admin: true, deploy: ['mf_press'] });

    const logged = (await (
      await fetch(`${target.firestoreDatabase}/documents/${DEPLOY_LOG_COLLECTION}`, { headers: { Authorization: 'Bearer owner' } })
    ).json()) as { documents: { fields: Record<string, { stringValue?: string; timestampValue?: string }> }[] };
    expect(
      logged.documents
        .map(({ fields }) => [fields.action?.stringValue, fields.remote?.stringValue, fields.subject?.stringValue, fields.by?.stringValue, typeof fields.at?.timestampValue])
        .sort(),
    ).toEqual([
      ['grant', 'mf_press', ACCOUNT, 'operator', 'string'],
      ['revoke', 'mf_leads', ACCOUNT, 'operator', 'string'],
    ]);
  });
});
