/**
 * @jest-environment node
 */
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
} from 'firebase/firestore';
import { ACCESS_LIMITS } from '@gagyeong/contracts/access';
import { rulesTest } from '@test/firestore-rules';

// firestore.rules for `accessRecords` on the Firestore emulator: administrators append, nobody
// changes or deletes, nobody else reads.
const ADMIN_EMAIL = 'admin@gagyeong.example';

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

const { admin, member, visitor, passwordOnlyAdmin } = rulesTest('demo-access-records-rules', {
  adminEmail: ADMIN_EMAIL,
  memberEmail: 'member@gagyeong.example',
  seed: () => ({ 'accessRecords/stored': { ...record(), at: Timestamp.now() } }),
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
