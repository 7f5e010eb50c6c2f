import { randomUUID } from 'node:crypto';
import { startMailSink, startWebhookSink, type MailSink, type WebhookSink } from '@gagyeong/notify/test-support';
import { emulatorWebConfig, firestoreEmulator, loadFirestoreRules } from '@test/firebase-emulators';
import { createFirestoreLeadStore } from './firestore-lead-store';

// Firebase mode's lead notifications end to end on the emulators: a lead written under
// firestore.rules (the host's no-JS writer, as a browser writes it) fires the Cloud Functions
// (functions/, in the Functions emulator), which mail and post it to receivers on the ports the
// emulator launcher configured them with (NOTIFY_SINK_*), through the same outbox states.
jest.setTimeout(60_000);

/** The project the launcher runs the functions for (scripts/firebase-emulators.js). */
const PROJECT = 'demo-gagyeong';
const sinks = {
  smtp: Number(process.env.NOTIFY_SINK_SMTP_PORT),
  webhook: Number(process.env.NOTIFY_SINK_WEBHOOK_PORT),
};

interface RestDocument {
  readonly name: string;
  readonly fields?: Record<string, { stringValue?: string; integerValue?: string }>;
}

async function outbox(): Promise<RestDocument[]> {
  const { host, port } = firestoreEmulator();
  const response = await fetch(
    `http://${host}:${port}/v1/projects/${PROJECT}/databases/(default)/documents/leadNotifications`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  return ((await response.json()) as { documents?: RestDocument[] }).documents ?? [];
}

async function until<T>(read: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const describeWithFunctions = sinks.smtp && sinks.webhook ? describe : describe.skip;

describeWithFunctions('lead notifications in firebase mode (Cloud Functions on the emulator)', () => {
  let mail: MailSink;
  let hook: WebhookSink;

  beforeAll(async () => {
    await loadFirestoreRules(PROJECT);
    mail = await startMailSink(sinks.smtp);
    hook = await startWebhookSink(sinks.webhook);
  });
  afterAll(async () => {
    await mail.stop();
    await hook.stop();
  });

  it('a lead created through the rules produces one notification per channel, sent with the shared message', async () => {
    const { host, port } = firestoreEmulator();
    const store = createFirestoreLeadStore(emulatorWebConfig(PROJECT, { auth: { host: '127.0.0.1', port: 1 } }));
    const id = randomUUID();
    const outcome = await store.insert(
      {
        id,
        form: 'visit',
        name: '이서연',
        phone: '010-7777-8888',
        message: '주말 방문 희망',
        consent: true,
        _gotcha: '',
        landingPath: '/',
        referrerHost: '',
        utmSource: 'kakao',
        utmMedium: 'social',
        utmCampaign: '오픈',
        utmTerm: '',
        utmContent: '',
        naverCampaignType: '',
        naverMedia: '',
        naverAdGroup: '',
        naverAdGroupType: '',
        naverAd: '',
        naverKeywordId: '',
        naverKeyword: '',
        naverQuery: '',
        naverMatch: '',
        naverRank: '',
      },
      { now: Date.now(), clientAddress: '127.0.0.1', userAgent: 'jest' },
    );
    expect(outcome.status).toBe('created');

    const mails = await mail.waitFor(1, 45_000);
    const text = mails[0]?.mail.text ?? '';
    expect(mails[0]?.to).toEqual(['sales@gagyeong.test']);
    expect(mails[0]?.mail.subject).toBe('[가경 파크시티] 새 상담 신청이 접수되었습니다: 방문예약');
    expect(text).toContain('이름: 이서연');
    expect(text).toContain('연락처: 010-7777-8888 (tel:01077778888)');
    expect(text).toContain('문의내용: 주말 방문 희망');
    expect(text).toContain('유입 경로: kakao');
    expect(text).toContain('캠페인: kakao / social / 오픈');
    expect(text).toContain(`#lead-${id}`);
    const hooks = await hook.waitFor(1, 45_000);
    expect(hooks[0]?.body).toMatchObject({ event: 'lead.created', lead: { id, name: '이서연', form: 'visit' } });

    const ours = (docs: RestDocument[]) => docs.filter((doc) => doc.fields?.leadId?.stringValue === id);
    const sent = await until(async () => {
      const docs = ours(await outbox());
      return docs.length === 2 && docs.every((doc) => doc.fields?.state?.stringValue === 'sent') ? docs : undefined;
    });
    expect(sent.map((doc) => doc.name.split('/').pop()).sort()).toEqual([`${id}-email`, `${id}-webhook`]);
    expect(sent.map((doc) => doc.fields?.attempts?.integerValue)).toEqual(['1', '1']);
    // One mail and one post, not one per trigger.
    expect(mail.mails).toHaveLength(1);
    expect(hook.hooks).toHaveLength(1);

    // Deleting the lead (as the administrator does on a withdrawal) deletes its notifications.
    const deleted = await fetch(
      `http://${host}:${port}/v1/projects/${PROJECT}/databases/(default)/documents/leads/${id}`,
      {
        method: 'DELETE',
        headers: { Authorization: 'Bearer owner' },
      },
    );
    expect(deleted.ok).toBe(true);
    await until(async () => (ours(await outbox()).length === 0 ? true : undefined));
  });
});
