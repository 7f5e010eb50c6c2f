/**
 * @jest-environment node
 */
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
  type Firestore,
} from 'firebase/firestore';
import { ACCESS_LIMITS } from '@gagyeong/contracts/access';
import { firestoreEmulator, firestoreRules, WITH_SECOND_FACTOR } from '@test/firebase-emulators';

jest.setTimeout(30_000);

// firestore.rules for `accessRecords` on the Firestore emulator: administrators append, nobody
// changes or deletes, nobody else reads.
const PROJECT = 'demo-access-records-rules';
const ADMIN_EMAIL = 'admin@gagyeong.example';
let env: RulesTestEnvironment;

const admin = (): Firestore =>
  env
    .authenticatedContext('admin-uid', { admin: true, email: ADMIN_EMAIL, ...WITH_SECOND_FACTOR })
    .firestore() as unknown as Firestore;
const member = (): Firestore =>
  env.authenticatedContext('member-uid', { email: 'member@gagyeong.example' }).firestore() as unknown as Firestore;
const visitor = (): Firestore => env.unauthenticatedContext().firestore() as unknown as Firestore;
/** The admin claim on a token minted after the password alone (no second factor). */
const passwordOnlyAdmin = (): Firestore =>
  env
    .authenticatedContext('admin-uid', { admin: true, email: ADMIN_EMAIL, firebase: { sign_in_provider: 'password' } })
    .firestore() as unknown as Firestore;

function record(overrides: Record<string, unknown> = {}) {
  return {
    at: serverTimestamp(),
    account: ADMIN_EMAIL,
    action: 'list',
    subjects: ['0f8fad5b-d9cb-469f-a165-70867728950e'],
    subjectCount: 1,
    detail: { filter: {} },
    ...overrides,
  };
}

beforeAll(async () => {
  setLogLevel('error');
  env = await initializeTestEnvironment({
    projectId: PROJECT,
    firestore: { ...firestoreEmulator(), rules: firestoreRules() },
  });
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), 'accessRecords/stored'), { ...record(), at: Timestamp.now() });
  });
});

describe('accessRecords', () => {
  it('an administrator appends a record of what they did, as themselves, at the server’s time', async () => {
    await assertSucceeds(addDoc(collection(admin(), 'accessRecords'), record()));
    await assertSucceeds(
      addDoc(
        collection(admin(), 'accessRecords'),
        record({ action: 'export', subjects: [], subjectCount: 40, detail: { reason: '월간 정리', filter: {} } }),
      ),
    );
  });

  it.each([
    ['another account’s name', { account: 'someone@else.example' }],
    ['a time of its own', { at: Timestamp.fromDate(new Date('2020-01-01')) }],
    ['an unknown action', { action: 'peek' }],
    ['too many subjects', { subjects: Array.from({ length: ACCESS_LIMITS.subjects + 1 }, (_, i) => String(i)) }],
    ['an export without a reason', { action: 'export', subjects: [], detail: {} }],
    ['an export with a blank reason', { action: 'export', subjects: [], detail: { reason: '   ' } }],
    [
      'an export with a reason too long',
      { action: 'export', subjects: [], detail: { reason: '가'.repeat(ACCESS_LIMITS.reason + 1) } },
    ],
    ['an extra field', { ip: '10.0.0.1' }],
  ])('refuses a record with %s', async (_label, overrides) => {
    await assertFails(addDoc(collection(admin(), 'accessRecords'), record(overrides)));
  });

  it('an administrator signed in without the second factor neither appends nor reads records', async () => {
    await assertFails(addDoc(collection(passwordOnlyAdmin(), 'accessRecords'), record()));
    await assertFails(getDocs(collection(passwordOnlyAdmin(), 'accessRecords')));
  });

  it('nobody may update or delete a record, administrators included', async () => {
    for (const db of [admin(), member(), visitor()]) {
      await assertFails(updateDoc(doc(db, 'accessRecords/stored'), { account: 'x@y.example' }));
      await assertFails(deleteDoc(doc(db, 'accessRecords/stored')));
      await assertFails(setDoc(doc(db, 'accessRecords/stored'), record()));
    }
  });

  it('only administrators read records; members and visitors neither read nor write them', async () => {
    await assertSucceeds(getDoc(doc(admin(), 'accessRecords/stored')));
    await assertSucceeds(getDocs(collection(admin(), 'accessRecords')));
    for (const db of [member(), visitor()]) {
      await assertFails(getDoc(doc(db, 'accessRecords/stored')));
      await assertFails(getDocs(collection(db, 'accessRecords')));
      await assertFails(addDoc(collection(db, 'accessRecords'), record()));
    }
  });
});
