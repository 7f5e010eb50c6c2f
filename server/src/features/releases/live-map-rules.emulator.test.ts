import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { firestoreEmulator, firestoreRules } from '@test/firebase-emulators';

// firestore.rules for the live remotes map and the deployment log, against the Firestore
// emulator: every allow and deny (docs/decisions/0061-one-live-map-for-the-fleet.md).
jest.setTimeout(30_000);

const PROJECT = 'demo-live-map-rules';
const CONFIGURED = '/remotes/mf-press/mf-manifest.json';
const RELEASE = 'https://press.team.example/1.0.0-0a1b2c3d4e/mf-manifest.json';
const NEXT = 'https://press.team.example/1.0.1-5f6a7b8c9d/mf-manifest.json';

let env: RulesTestEnvironment;

beforeAll(async () => {
  setLogLevel('silent'); // refused writes are the point here
  env = await initializeTestEnvironment({
    projectId: PROJECT,
    firestore: { ...firestoreEmulator(), rules: firestoreRules() },
  });
});
afterAll(() => env.cleanup());
beforeEach(() => env.clearFirestore());

const as = (uid: string, claims: Record<string, unknown>) =>
  env.authenticatedContext(uid, claims).firestore() as unknown as Firestore;
const pressDeployer = () => as('press-uid', { deploy: ['mf_press'], email: 'press@team.test' });
const leadsDeployer = () => as('leads-uid', { deploy: ['mf_leads'], email: 'leads@team.test' });
const admin = () => as('admin-uid', { admin: true, email: 'admin@site.test' });
const member = () => as('member-uid', { email: 'member@site.test' });
const visitor = () => env.unauthenticatedContext().firestore() as unknown as Firestore;

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
