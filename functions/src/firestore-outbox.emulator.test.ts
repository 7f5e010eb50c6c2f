import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { createChannelSenders, type ChannelConfig, type DeliveryPolicy } from '@gagyeong/notify';
import { startMailSink, startWebhookSink, type MailSink, type WebhookSink } from '@gagyeong/notify/test-support';
import { clearFirestore } from '@test/firebase-emulators';
import {
  deleteLeadNotifications,
  deliverDueNotifications,
  deliverNotification,
  OUTBOX,
  queueLeadNotifications,
  type OutboxDeps,
} from './firestore-outbox';

// The outbox of firebase mode on the Firestore emulator, driven directly (no trigger fires in this
// project): the same states, retries and give-up bound as the embedded server's, real receivers.
jest.setTimeout(30_000);

const PROJECT = 'demo-notify-outbox';
const POLICY: DeliveryPolicy = { firstRetryMs: 50, maxRetryMs: 200, giveUpAfterMs: 600, leaseMs: 5_000 };
const LEAD_ID = '0b3c2f52-8a8e-4c53-9d7e-5c4f0f6f4a11';

let app: App;
let db: Firestore;
let mail: MailSink;
let hook: WebhookSink;
let deps: OutboxDeps;

async function seedLead(id = LEAD_ID): Promise<void> {
  await db
    .collection('leads')
    .doc(id)
    .set({
      form: 'popup',
      name: '박지훈',
      phone: '010-3333-4444',
      message: '',
      consentVersion: '2026-11',
      createdAt: Timestamp.now(),
      attribution: { utmSource: '', utmMedium: '', utmCampaign: '', referrerHost: 'search.naver.com' },
    });
}

const state = async (id: string) => (await db.collection(OUTBOX).doc(id).get()).get('state') as string | undefined;
const attempts = async (id: string): Promise<unknown[]> =>
  (await db.collection(OUTBOX).doc(id).collection('attempts').orderBy('attempt').get()).docs.map((d): unknown =>
    d.get('outcome'),
  );

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT }, 'outbox-test');
  db = getFirestore(app);
  mail = await startMailSink();
  hook = await startWebhookSink();
  const channels: ChannelConfig = {
    siteUrl: 'https://gagyeong.example',
    email: { smtpUrl: mail.url, to: ['sales@gagyeong.example'], from: 'noreply@gagyeong.example' },
    webhook: { url: hook.url, format: 'chat', detail: 'minimal' },
  };
  deps = { db, senders: createChannelSenders(channels), siteUrl: channels.siteUrl, policy: POLICY, now: Date.now };
});
afterAll(async () => {
  deps.senders.close();
  await mail.stop();
  await hook.stop();
  await deleteApp(app);
});
beforeEach(async () => {
  await clearFirestore(PROJECT);
  await mail.start();
  hook.status = 200;
  mail.mails.length = 0;
  hook.hooks.length = 0;
});

describe('the Firestore outbox', () => {
  it('queues one notification per channel, once however often the trigger runs, and sends each once', async () => {
    await seedLead();
    await queueLeadNotifications(db, LEAD_ID, ['email', 'webhook'], Date.now());
    const refs = await queueLeadNotifications(db, LEAD_ID, ['email', 'webhook'], Date.now());
    expect((await db.collection(OUTBOX).get()).size).toBe(2);
    await expect(deliverNotification(deps, refs[0]!)).resolves.toBe('sent');
    // Sent already: a second trigger finds nothing due.
    await expect(deliverNotification(deps, refs[0]!)).resolves.toBe('not-due');
    await expect(deliverNotification(deps, refs[1]!)).resolves.toBe('sent');
    expect(mail.mails).toHaveLength(1);
    expect(mail.mails[0]?.mail.text).toContain('이름: 박지훈');
    expect(mail.mails[0]?.mail.text).toContain('유입 경로: search.naver.com');
    // The minimal webhook body names nobody.
    expect(JSON.stringify(hook.hooks[0]?.body)).not.toMatch(/박지훈|3333/);
    await expect(attempts(`${LEAD_ID}-email`)).resolves.toEqual(['sent']);
  });

  it('retries with backoff while SMTP is down and sends when it is back', async () => {
    await seedLead();
    await mail.stop();
    const [ref] = await queueLeadNotifications(db, LEAD_ID, ['email'], Date.now());
    await expect(deliverNotification(deps, ref!)).resolves.toBe('retrying');
    expect((await ref!.get()).get('lastError')).toMatch(/ECONNREFUSED/);
    await mail.start();
    for (let i = 0; i < 50 && (await state(ref!.id)) !== 'sent'; i += 1) {
      await deliverDueNotifications(deps);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await expect(state(ref!.id)).resolves.toBe('sent');
    await expect(attempts(ref!.id)).resolves.toEqual(['error', 'sent']);
    expect(mail.mails).toHaveLength(1);
  });

  it('ends in failed past the bound, and a resend (pending again) delivers it', async () => {
    await seedLead();
    hook.status = 500;
    const [ref] = await queueLeadNotifications(db, LEAD_ID, ['webhook'], Date.now());
    for (let i = 0; i < 100 && (await state(ref!.id)) !== 'failed'; i += 1) {
      await deliverNotification(deps, ref!);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await expect(state(ref!.id)).resolves.toBe('failed');
    expect((await ref!.get()).get('lastError')).toBe('webhook: HTTP 500');

    // The administrator's resend as firestore.rules allow it: pending again, a fresh window.
    hook.status = 200;
    await ref!.update({ state: 'pending', nextAttemptAt: Timestamp.now(), windowStartedAt: Timestamp.now() });
    await expect(deliverNotification(deps, ref!)).resolves.toBe('sent');
    expect(hook.hooks).toHaveLength(1);
  });

  it('drops a notification whose lead is gone, and deleting a lead deletes its notifications and attempts', async () => {
    const [orphan] = await queueLeadNotifications(db, 'c56a4180-65aa-42ec-a945-5fd21dec0538', ['email'], Date.now());
    await expect(deliverNotification(deps, orphan!)).resolves.toBe('gone');
    expect((await orphan!.get()).exists).toBe(false);

    await seedLead();
    await mail.stop();
    const [ref] = await queueLeadNotifications(db, LEAD_ID, ['email'], Date.now());
    await deliverNotification(deps, ref!);
    await expect(attempts(ref!.id)).resolves.toEqual(['error']);
    await expect(deleteLeadNotifications(db, LEAD_ID)).resolves.toBe(1);
    expect((await ref!.get()).exists).toBe(false);
    await expect(attempts(ref!.id)).resolves.toEqual([]);
    expect(mail.mails).toHaveLength(0);
  });
});
