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
import { rulesTest } from '@test/firestore-rules';

// firestore.rules for the lead notifications' outbox (functions/ writes it with the Admin SDK):
// administrators read, resend a failed one and queue a test; nobody else reads or writes.
const FAILED = '0f8fad5b-d9cb-469f-a165-70867728950e-webhook';
const SENT = '0f8fad5b-d9cb-469f-a165-70867728950e-email';

function stored(state: string) {
  const at = Timestamp.fromDate(new Date(Date.now() - 60_000));
  return {
    kind: 'lead',
    leadId: '0f8fad5b-d9cb-469f-a165-70867728950e',
    channel: 'webhook',
    state,
    attempts: 9,
    createdAt: at,
    windowStartedAt: at,
    nextAttemptAt: at,
    sentAt: null,
    lastError: 'webhook: HTTP 500',
  };
}

function test(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'test',
    leadId: null,
    channel: 'email',
    state: 'pending',
    attempts: 0,
    createdAt: serverTimestamp(),
    windowStartedAt: serverTimestamp(),
    nextAttemptAt: serverTimestamp(),
    sentAt: null,
    lastError: '',
    ...overrides,
  };
}

const resend = { state: 'pending', nextAttemptAt: serverTimestamp(), windowStartedAt: serverTimestamp() };

const { admin, member, visitor } = rulesTest('demo-notification-rules', {
  seed: () => ({
    [`leadNotifications/${FAILED}`]: stored('failed'),
    [`leadNotifications/${SENT}`]: { ...stored('sent'), channel: 'email' },
    [`leadNotifications/${FAILED}/attempts/1`]: { attempt: 1, outcome: 'error' },
    'leadNotificationChannels/current': { channels: [] },
  }),
});

describe('lead notifications in Firestore', () => {
  it('are read by administrators only, with their attempts and the channel description', async () => {
    await assertSucceeds(getDocs(collection(admin(), 'leadNotifications')));
    await assertSucceeds(getDocs(collection(admin(), `leadNotifications/${FAILED}/attempts`)));
    await assertSucceeds(getDoc(doc(admin(), 'leadNotificationChannels/current')));
    for (const db of [visitor(), member()]) {
      await assertFails(getDocs(collection(db, 'leadNotifications')));
      await assertFails(getDoc(doc(db, `leadNotifications/${FAILED}`)));
      await assertFails(getDocs(collection(db, `leadNotifications/${FAILED}/attempts`)));
      await assertFails(getDoc(doc(db, 'leadNotificationChannels/current')));
    }
  });

  it('lets an administrator resend a failed notification: pending again, at the server’s time, nothing else', async () => {
    await assertFails(updateDoc(doc(member(), `leadNotifications/${FAILED}`), resend));
    await assertFails(updateDoc(doc(admin(), `leadNotifications/${SENT}`), resend));
    await assertFails(updateDoc(doc(admin(), `leadNotifications/${FAILED}`), { ...resend, state: 'sent' }));
    await assertFails(updateDoc(doc(admin(), `leadNotifications/${FAILED}`), { ...resend, attempts: 0 }));
    await assertFails(
      updateDoc(doc(admin(), `leadNotifications/${FAILED}`), { ...resend, nextAttemptAt: Timestamp.now() }),
    );
    await assertSucceeds(updateDoc(doc(admin(), `leadNotifications/${FAILED}`), resend));
  });

  it('lets an administrator queue a test of a channel, in exactly the outbox’s shape', async () => {
    await assertSucceeds(addDoc(collection(admin(), 'leadNotifications'), test()));
    await assertSucceeds(addDoc(collection(admin(), 'leadNotifications'), test({ channel: 'webhook' })));
    await assertFails(addDoc(collection(member(), 'leadNotifications'), test()));
    await assertFails(addDoc(collection(visitor(), 'leadNotifications'), test()));
    await assertFails(addDoc(collection(admin(), 'leadNotifications'), test({ channel: 'sms' })));
    await assertFails(addDoc(collection(admin(), 'leadNotifications'), test({ kind: 'lead' })));
    await assertFails(addDoc(collection(admin(), 'leadNotifications'), test({ state: 'sent' })));
    await assertFails(addDoc(collection(admin(), 'leadNotifications'), test({ extra: 1 })));
  });

  it('never lets anyone delete a notification, write an attempt or the channel description', async () => {
    await assertFails(deleteDoc(doc(admin(), `leadNotifications/${FAILED}`)));
    await assertFails(setDoc(doc(admin(), `leadNotifications/${FAILED}/attempts/2`), { attempt: 2 }));
    await assertFails(setDoc(doc(admin(), 'leadNotificationChannels/current'), { channels: [] }));
  });
});
