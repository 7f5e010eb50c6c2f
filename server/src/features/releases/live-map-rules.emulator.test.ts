import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { rulesTest } from '@test/firestore-rules';

// firestore.rules for the live remotes map and the deployment log, against the Firestore
// emulator: every allow and deny (docs/decisions/0061-one-live-map-for-the-fleet.md).
const CONFIGURED = '/remotes/mf-press/mf-manifest.json';
const RELEASE = 'https://press.team.example/1.0.0-0a1b2c3d4e/mf-manifest.json';
const NEXT = 'https://press.team.example/1.0.1-5f6a7b8c9d/mf-manifest.json';

const { as, admin, member, visitor } = rulesTest('demo-live-map-rules', {
  adminEmail: 'admin@site.test',
  memberEmail: 'member@site.test',
  logLevel: 'silent',
});
const pressDeployer = () => as('press-uid', { deploy: ['mf_press'], email: 'press@team.test' });
const leadsDeployer = () => as('leads-uid', { deploy: ['mf_leads'], email: 'leads@team.test' });

interface Change {
  remote?: string;
  url?: string;
  version?: string | null;
  action?: string;
  previous?: unknown;
  entry?: Record<string, unknown>;
  log?: Record<string, unknown>;
  by?: string;
  uid?: string;
}

/** A map change as the deploy command commits it: the entry and its log entry together. */
function change(db: Firestore, options: Change = {}) {
  const remote = options.remote ?? 'mf_press';
  const url = options.url ?? RELEASE;
  const version = options.version === undefined ? '1.0.0-0a1b2c3d4e' : options.version;
  const action = options.action ?? 'deploy';
  const batch = writeBatch(db);
  const log = doc(collection(db, 'deployLog'));
  batch.set(doc(db, 'liveRemotes', remote), {
    url,
    version,
    at: serverTimestamp(),
    logId: log.id,
    previous:
      options.previous === undefined
        ? { url: CONFIGURED, version: null, at: serverTimestamp(), logId: null }
        : options.previous,
    canary: null,
    changeLogId: log.id,
    ...options.entry,
  });
  batch.set(log, {
    at: serverTimestamp(),
    by: options.by ?? 'press@team.test',
    uid: options.uid ?? 'press-uid',
    action,
    remote,
    version,
    url,
    from: null,
    ...options.log,
  });
  return batch.commit();
}

/** A log entry of the mf_press deployer, valid on its own (but never without its map change). */
const pressLogEntry = () => ({
  at: serverTimestamp(),
  by: 'press@team.test',
  uid: 'press-uid',
  action: 'deploy',
  remote: 'mf_press',
  version: null,
  url: RELEASE,
  from: null,
});

async function stored(remote = 'mf_press'): Promise<DocumentData> {
  const snapshot = await getDoc(doc(visitor(), 'liveRemotes', remote));
  const data = snapshot.data();
  if (!data) throw new Error(`no entry for ${remote}`);
  return data;
}

const asPrevious = (data: DocumentData) => ({ url: data.url, version: data.version, at: data.at, logId: data.logId });

describe('the live map', () => {
  it('lets the mf_press deployer make a release live with its log entry, and anyone read the map', async () => {
    await assertSucceeds(change(pressDeployer()));
    await assertSucceeds(getDoc(doc(visitor(), 'liveRemotes/mf_press')));
    await assertSucceeds(getDocs(collection(visitor(), 'liveRemotes')));
  });

  it('refuses the mf_press deployer on mf_leads, and the mf_leads deployer on mf_press', async () => {
    await assertFails(change(pressDeployer(), { remote: 'mf_leads', url: 'https://leads.team.example/mf-manifest.json' }));
    await assertFails(change(leadsDeployer(), { by: 'leads@team.test', uid: 'leads-uid' }));
  });

  it('refuses visitors, accounts without a deploy claim, administrators, and a claim that is not a list', async () => {
    await assertFails(change(visitor()));
    await assertFails(change(member(), { by: 'member@site.test', uid: 'member-uid' }));
    await assertFails(change(admin(), { by: 'admin@site.test', uid: 'admin-uid' }));
    const text = as('press-uid', { deploy: 'mf_press', email: 'press@team.test' });
    await assertFails(change(text));
  });

  it('refuses a map change without its log entry, and a log entry without the map change', async () => {
    await assertFails(
      setDoc(doc(pressDeployer(), 'liveRemotes/mf_press'), {
        url: RELEASE,
        version: null,
        at: serverTimestamp(),
        logId: 'no-such-entry',
        previous: null,
        canary: null,
        changeLogId: 'no-such-entry',
      }),
    );
    await assertFails(
      addDoc(collection(pressDeployer(), 'deployLog'), pressLogEntry()),
    );
  });

  it('refuses a log entry that does not match the change or its author', async () => {
    for (const log of [
      { url: NEXT },
      { version: '9.9.9' },
      { action: 'rollback' },
      { action: 'grant' },
      { remote: 'mf_leads' },
      { by: 'someone@else.test' },
      { uid: 'another-uid' },
      { at: Timestamp.fromDate(new Date()) },
      { from: 7 },
      { note: 'extra' },
    ]) {
      await assertFails(change(pressDeployer(), { log }));
    }
  });

  it('refuses URLs that are not http(s) or absolute paths, bad versions, client times and extra fields', async () => {
    for (const url of ['javascript:alert(1)', 'data:text/javascript,1', '//evil.example/x.json', 'relative/x.json', 'https://user:pw@cdn.example/x.json', `https://cdn.example/${'a'.repeat(2048)}`]) {
      await assertFails(change(pressDeployer(), { url }));
    }
    await assertFails(change(pressDeployer(), { version: '../1.0.0' }));
    await assertFails(change(pressDeployer(), { entry: { at: Timestamp.fromDate(new Date()) } }));
    await assertFails(change(pressDeployer(), { entry: { canary: 10 } }));
    await assertFails(change(pressDeployer(), { entry: { note: 'extra' } }));
    await assertFails(change(pressDeployer(), { previous: { url: 'javascript:1', version: null, at: serverTimestamp(), logId: null } }));
    await assertSucceeds(change(pressDeployer(), { url: '/remotes/mf-press/mf-manifest.json', version: null }));
  });

  it('makes the stored entry "previous" on a deploy, and the previous one live on a rollback', async () => {
    await assertSucceeds(change(pressDeployer()));
    const first = await stored();
    // A deploy that invents what was live before is refused.
    await assertFails(change(pressDeployer(), { url: NEXT, version: null, previous: { ...asPrevious(first), url: NEXT } }));
    await assertSucceeds(change(pressDeployer(), { url: NEXT, version: null, previous: asPrevious(first) }));
    const second = await stored();

    // Rolling back to anything but "previous" is refused; to it, it succeeds.
    await assertFails(
      change(pressDeployer(), { action: 'rollback', url: CONFIGURED, version: null, previous: asPrevious(second) }),
    );
    await assertSucceeds(
      change(pressDeployer(), { action: 'rollback', url: first.url, version: first.version, previous: asPrevious(second) }),
    );
    expect((await stored()).url).toBe(RELEASE);
  });

  it('refuses pointing the entry at an existing log entry instead of a new one', async () => {
    await assertSucceeds(change(pressDeployer()));
    const first = await stored();
    await assertFails(
      setDoc(doc(pressDeployer(), 'liveRemotes/mf_press'), {
        url: NEXT,
        version: null,
        at: serverTimestamp(),
        logId: first.logId,
        previous: asPrevious(first),
        canary: null,
        changeLogId: first.logId,
      }),
    );
  });

  it('lets nobody delete an entry', async () => {
    await assertSucceeds(change(pressDeployer()));
    for (const db of [pressDeployer(), admin(), visitor()]) {
      await assertFails(deleteDoc(doc(db, 'liveRemotes/mf_press')));
    }
  });
});

const CANARY = 'https://press.team.example/1.1.0-aa11bb22cc/mf-manifest.json';

interface CanaryChange {
  action?: string;
  share?: number;
  url?: string;
  version?: string | null;
  /** The entry's live part and "previous" as written (default: as stored). */
  live?: Record<string, unknown>;
  canary?: Record<string, unknown> | null;
  log?: Record<string, unknown>;
}

/**
 * A canary change as the deploy command commits it: the stored live deployment and "previous"
 * kept as stored, the canary new, with its log entry (`canary: null` ends it).
 */
async function canaryChange(db: Firestore, options: CanaryChange = {}) {
  const current = await getDoc(doc(visitor(), 'liveRemotes/mf_press'));
  const data = current.data();
  const batch = writeBatch(db);
  const log = doc(collection(db, 'deployLog'));
  const url = options.url ?? CANARY;
  const version = options.version === undefined ? '1.1.0-aa11bb22cc' : options.version;
  const share = options.share ?? 10;
  const action = options.action ?? 'canary';
  const live = data
    ? { url: data.url, version: data.version, at: data.at, logId: data.logId, previous: data.previous }
    : { url: CONFIGURED, version: null, at: serverTimestamp(), logId: null, previous: null };
  batch.set(doc(db, 'liveRemotes', 'mf_press'), {
    ...live,
    ...options.live,
    canary:
      options.canary === undefined ? { url, version, at: serverTimestamp(), logId: log.id, share } : options.canary,
    changeLogId: log.id,
  });
  const ending = options.canary === null;
  batch.set(log, {
    at: serverTimestamp(),
    by: 'press@team.test',
    uid: 'press-uid',
    action,
    remote: 'mf_press',
    version: ending ? live.version : version,
    url: ending ? live.url : url,
    from: null,
    ...(ending ? {} : { share }),
    ...options.log,
  });
  return batch.commit();
}

/** Promote as the command commits it: the stored canary live, the stored entry "previous". */
async function promoteChange(db: Firestore, entry: Record<string, unknown> = {}) {
  const data = await stored();
  const canary = data.canary as DocumentData;
  return change(db, {
    action: 'promote',
    url: canary.url,
    version: canary.version,
    previous: asPrevious(data),
    ...('url' in entry ? { url: entry.url as string } : {}),
    entry,
  });
}

describe('canaries', () => {
  it('lets the deployer serve a canary beside the live release, the live one and "previous" kept', async () => {
    await assertSucceeds(change(pressDeployer()));
    const before = await stored();
    await assertSucceeds(canaryChange(pressDeployer()));
    const after = await stored();
    expect(asPrevious(after)).toEqual(asPrevious(before));
    expect(after.previous).toEqual(before.previous);
    expect(after.canary).toEqual(expect.objectContaining({ url: CANARY, share: 10 }));
    // The same canary at another share; another canary while one runs is refused.
    await assertSucceeds(canaryChange(pressDeployer(), { share: 50 }));
    await assertFails(canaryChange(pressDeployer(), { url: NEXT, version: null }));
  });

  it('lets a first canary keep the configured URL live', async () => {
    await assertSucceeds(canaryChange(pressDeployer()));
    const entry = await stored();
    expect(entry.url).toBe(CONFIGURED);
    expect(entry.logId).toBeNull();
  });

  it('refuses shares out of bounds, a log that does not say the share, a changed live part and foreign deployers', async () => {
    await assertSucceeds(change(pressDeployer()));
    for (const share of [0, 100, 10.5]) await assertFails(canaryChange(pressDeployer(), { share }));
    await assertFails(canaryChange(pressDeployer(), { log: { share: 20 } }));
    await assertFails(canaryChange(pressDeployer(), { log: { share: null } }));
    await assertFails(canaryChange(pressDeployer(), { log: { url: NEXT } }));
    await assertFails(canaryChange(pressDeployer(), { live: { url: NEXT } }));
    await assertFails(canaryChange(pressDeployer(), { live: { at: serverTimestamp() } }));
    await assertFails(canaryChange(pressDeployer(), { url: RELEASE }));
    await assertFails(canaryChange(pressDeployer(), { url: 'javascript:alert(1)' }));
    await assertFails(canaryChange(leadsDeployer()));
    await assertFails(canaryChange(visitor()));
    await assertFails(change(pressDeployer(), { url: NEXT, log: { share: 10 }, previous: asPrevious(await stored()) }));
  });

  it('refuses a deploy while a canary runs; promote makes it live, the stored entry "previous"', async () => {
    await assertSucceeds(change(pressDeployer()));
    await assertSucceeds(canaryChange(pressDeployer()));
    const before = await stored();
    await assertFails(change(pressDeployer(), { url: NEXT, version: null, previous: asPrevious(before) }));
    await assertFails(promoteChange(pressDeployer(), { url: NEXT }));
    await assertFails(promoteChange(leadsDeployer()));
    await assertSucceeds(promoteChange(pressDeployer()));
    const after = await stored();
    expect(after.url).toBe(CANARY);
    expect(after.canary).toBeNull();
    expect(after.previous).toEqual(asPrevious(before));
    // Nothing left to promote.
    await assertFails(
      change(pressDeployer(), { action: 'promote', url: CANARY, version: '1.1.0-aa11bb22cc', previous: asPrevious(after) }),
    );
  });

  it('ends a canary on a rollback, with a reason when the judge gives one; the live release stays', async () => {
    await assertSucceeds(change(pressDeployer()));
    const live = await stored();
    await assertSucceeds(canaryChange(pressDeployer()));
    await assertFails(
      canaryChange(pressDeployer(), { action: 'rollback', canary: null, log: { reason: 'x'.repeat(501) } }),
    );
    await assertFails(canaryChange(pressDeployer(), { action: 'rollback', canary: null, live: { url: NEXT } }));
    await assertSucceeds(
      canaryChange(pressDeployer(), { action: 'rollback', canary: null, log: { reason: '카나리 오류율 12.0%' } }),
    );
    const after = await stored();
    expect(after.canary).toBeNull();
    expect(asPrevious(after)).toEqual(asPrevious(live));
    // A reason belongs to rollbacks only.
    await assertFails(change(pressDeployer(), { url: NEXT, version: null, previous: asPrevious(after), log: { reason: 'r' } }));
  });
});

describe('preview grants', () => {
  const grant = (overrides: Record<string, unknown> = {}) => ({
    remote: 'mf_press',
    url: CANARY,
    version: '1.1.0-aa11bb22cc',
    uid: 'press-uid',
    at: serverTimestamp(),
    expireAt: Timestamp.fromMillis(Date.now() + 5 * 60_000),
    ...overrides,
  });

  it('are created by an administrator or the remote’s deployer, read by id by anyone, listed by nobody', async () => {
    const created = await assertSucceeds(addDoc(collection(pressDeployer(), 'previewGrants'), grant()));
    await assertSucceeds(addDoc(collection(admin(), 'previewGrants'), grant({ uid: 'admin-uid' })));
    await assertSucceeds(getDoc(doc(visitor(), 'previewGrants', created.id)));
    await assertFails(getDocs(collection(visitor(), 'previewGrants')));
    await assertFails(getDocs(collection(admin(), 'previewGrants')));
    await assertFails(updateDoc(doc(pressDeployer(), 'previewGrants', created.id), { url: NEXT }));
    await assertFails(deleteDoc(doc(admin(), 'previewGrants', created.id)));
  });

  it('are refused to others, for another remote, with another uid, a long life, a bad URL or extra fields', async () => {
    await assertFails(addDoc(collection(leadsDeployer(), 'previewGrants'), grant({ uid: 'leads-uid' })));
    await assertFails(addDoc(collection(member(), 'previewGrants'), grant({ uid: 'member-uid' })));
    await assertFails(addDoc(collection(visitor(), 'previewGrants'), grant()));
    await assertFails(addDoc(collection(pressDeployer(), 'previewGrants'), grant({ remote: 'mf_leads' })));
    await assertFails(addDoc(collection(pressDeployer(), 'previewGrants'), grant({ uid: 'admin-uid' })));
    await assertFails(
      addDoc(collection(pressDeployer(), 'previewGrants'), grant({ expireAt: Timestamp.fromMillis(Date.now() + 11 * 60_000) })),
    );
    await assertFails(
      addDoc(collection(pressDeployer(), 'previewGrants'), grant({ expireAt: Timestamp.fromMillis(Date.now() - 1000) })),
    );
    await assertFails(addDoc(collection(pressDeployer(), 'previewGrants'), grant({ url: 'javascript:alert(1)' })));
    await assertFails(addDoc(collection(pressDeployer(), 'previewGrants'), grant({ at: Timestamp.now() })));
    await assertFails(addDoc(collection(pressDeployer(), 'previewGrants'), grant({ by: 'press@team.test' })));
  });
});

describe('the deployment log', () => {
  it('is read by administrators and deployers only', async () => {
    await assertSucceeds(change(pressDeployer()));
    await assertSucceeds(getDocs(collection(admin(), 'deployLog')));
    await assertSucceeds(getDocs(collection(leadsDeployer(), 'deployLog')));
    await assertFails(getDocs(collection(visitor(), 'deployLog')));
    await assertFails(getDocs(collection(member(), 'deployLog')));
  });

  it('is never changed or removed, by its author or an administrator', async () => {
    await assertSucceeds(change(pressDeployer()));
    const { logId } = await stored();
    for (const db of [pressDeployer(), admin(), visitor()]) {
      await assertFails(updateDoc(doc(db, 'deployLog', String(logId)), { by: 'someone-else' }));
      await assertFails(deleteDoc(doc(db, 'deployLog', String(logId))));
      await assertFails(
        setDoc(doc(db, 'deployLog', String(logId)), pressLogEntry()),
      );
    }
  });
});
