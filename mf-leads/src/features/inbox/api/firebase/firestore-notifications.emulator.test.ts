import { int, NULL, seedDocument, text, time } from '@test/firebase-emulators';
import { emulatorProject } from '@test/emulator-project';
import { createFirestoreInbox } from './firestore-inbox';
import { createFirestoreNotifications } from './firestore-notifications';

// /admin's notification section in firebase mode on the web SDK, against the emulators under the
// repository's rules: the Cloud Functions' outbox read, a failed one resent, a test queued.
const PROJECT = 'demo-notifications-adapter';
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

const { config, admin, member } = emulatorProject(PROJECT, 'notify', {
  seed: () =>
    Promise.all([
      seedDocument(
        PROJECT,
        `leadNotifications/${LEAD}-webhook`,
        notification('webhook', 'failed', '2026-01-31T01:00:01.000Z'),
      ),
      seedDocument(
        PROJECT,
        `leadNotifications/${LEAD}-email`,
        notification('email', 'sent', '2026-01-31T01:00:00.000Z'),
      ),
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
    ]),
});

const inbox = createFirestoreInbox(config);
const notifications = createFirestoreNotifications(config, { testWaitMs: 300 });

afterAll(async () => {
  await inbox.signOut();
});

describe('notifications in firebase mode', () => {
  it('refuses a member with 403', async () => {
    await inbox.signIn(member.email, member.password);
    await expect(notifications.overview()).rejects.toMatchObject({ status: 403 });
    await inbox.signOut();
  });

  it('shows the administrator the channels, counts and newest notifications; resends a failed one; queues a test', async () => {
    await admin.signIn(inbox);
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
