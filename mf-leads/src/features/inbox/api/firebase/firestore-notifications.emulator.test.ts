import { randomBytes } from 'node:crypto';
import {
  AUTH_PROJECT,
  clearFirestore,
  completeSignIn,
  createAdminUser,
  createAuthUser,
  randomMobile,
  emulatorWebConfig,
  int,
  loadFirestoreRules,
  NULL,
  seedDocument,
  text,
  time,
} from '@test/firebase-emulators';
import { setLogLevel } from 'firebase/firestore/lite';
import { createFirestoreInbox } from './firestore-inbox';
import { createFirestoreNotifications } from './firestore-notifications';

jest.setTimeout(30_000);

// /admin's notification section in firebase mode on the web SDK, against the emulators under the
// repository's rules: the Cloud Functions' outbox read, a failed one resent, a test queued.
const PROJECT = 'demo-notifications-adapter';
const PASSWORD = randomBytes(12).toString('base64url');
const ADMIN = `notify-admin-${Date.now()}@example.kr`;
/** The administrator's phone for the SMS second factor (firestore.rules want it). */
const ADMIN_PHONE = randomMobile();
const MEMBER = `notify-member-${Date.now()}@example.kr`;
const CONFIG = emulatorWebConfig(PROJECT);
const LEAD = '0f8fad5b-d9cb-469f-a165-70867728950e';

function notification(channel: string, state: string, createdAt: string) {
  return {
    kind: text('lead'),
    leadId: text(LEAD),
    channel: text(channel),
    state: text(state),
    attempts: int(state === 'failed' ? 9 : 1),
    createdAt: time(createdAt),
    windowStartedAt: time(createdAt),
    nextAttemptAt: time(createdAt),
    sentAt: state === 'sent' ? time(createdAt) : NULL,
    lastError: text(state === 'failed' ? 'webhook: HTTP 500' : ''),
  };
}

const inbox = createFirestoreInbox(CONFIG);
const notifications = createFirestoreNotifications(CONFIG, { testWaitMs: 300 });

beforeAll(async () => {
  setLogLevel('error');
  await loadFirestoreRules(PROJECT);
  await clearFirestore(PROJECT);
  await Promise.all([
    seedDocument(
      PROJECT,
      `leadNotifications/${LEAD}-webhook`,
      notification('webhook', 'failed', '2026-01-31T01:00:01.000Z'),
    ),
    seedDocument(PROJECT, `leadNotifications/${LEAD}-email`, notification('email', 'sent', '2026-01-31T01:00:00.000Z')),
    seedDocument(PROJECT, 'leadNotificationChannels/current', {
      channels: {
        arrayValue: {
          values: [
            {
              mapValue: {
                fields: { channel: text('email'), target: text('sales@example.kr (smtps://smtp.example.kr:465)') },
              },
            },
          ],
        },
      },
    }),
    createAdminUser(AUTH_PROJECT, ADMIN, PASSWORD),
    createAuthUser(AUTH_PROJECT, MEMBER, PASSWORD),
  ]);
});
afterAll(async () => {
  await inbox.signOut();
});

describe('notifications in firebase mode', () => {
  it('refuses a member with 403', async () => {
    await inbox.signIn(MEMBER, PASSWORD);
    await expect(notifications.overview()).rejects.toMatchObject({ status: 403 });
    await inbox.signOut();
  });

  it('shows the administrator the channels, counts and newest notifications; resends a failed one; queues a test', async () => {
    await completeSignIn(inbox.signIn(ADMIN, PASSWORD), ADMIN_PHONE);
    const overview = await notifications.overview();
    expect(overview.channels).toEqual([{ channel: 'email', target: 'sales@example.kr (smtps://smtp.example.kr:465)' }]);
    expect(overview.counts).toEqual({ pending: 0, sending: 0, retrying: 0, sent: 1, failed: 1 });
    expect(overview.items.map((item) => [item.id, item.state])).toEqual([
      [`${LEAD}-webhook`, 'failed'],
      [`${LEAD}-email`, 'sent'],
    ]);
    expect(overview.items[0]).toMatchObject({
      leadId: LEAD,
      attempts: 9,
      lastError: 'webhook: HTTP 500',
      nextAttemptAt: null,
    });

    const resent = await notifications.resend(`${LEAD}-webhook`);
    expect(resent).toMatchObject({ state: 'pending', attempts: 9 });
    // Only a failed one can be resent.
    await expect(notifications.resend(`${LEAD}-email`)).rejects.toMatchObject({ status: 403 });

    // No function serves this project: the test stays pending, and says so.
    const test = await notifications.test('webhook');
    expect(test).toMatchObject({ kind: 'test', channel: 'webhook', state: 'pending', leadId: null });
  });
});
