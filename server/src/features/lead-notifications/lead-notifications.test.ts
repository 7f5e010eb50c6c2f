import { randomUUID } from 'node:crypto';
import type { NotificationOverview, NotificationRecord } from '@gagyeong/contracts/notifications';
import { startMailSink, startWebhookSink, type MailSink, type WebhookSink } from '@gagyeong/notify/test-support';
import { purgeDueLeads } from '../leads/purge-due-leads';
import { jsonInit, signedInCookie, startTestServer, type TestServer } from '../../test-support/test-server';

// The outbox end to end on a real database file: a real SMTP server (smtp-server) and a real HTTP
// receiver on loopback, the worker running in the server as in production, short retry bounds.
jest.setTimeout(30_000);

const POLICY = { firstRetryMs: 100, maxRetryMs: 400, giveUpAfterMs: 1500 };

let clientCounter = 0;
const nextClient = () => {
  clientCounter += 1;
  return `10.9.${Math.floor(clientCounter / 250)}.${(clientCounter % 250) + 1}`;
};

async function submit(server: TestServer, form: string, body: Record<string, unknown>): Promise<Response> {
  return fetch(`${server.baseUrl}/api/leads/${form}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
    body: JSON.stringify({ id: randomUUID(), name: '김민수', phone: '010-2222-3333', consent: true, ...body }),
  });
}

interface Row {
  readonly id: number;
  readonly lead_id: string | null;
  readonly channel: string;
  readonly state: string;
  readonly attempts: number;
}

const rows = (server: TestServer, leadId?: string) =>
  leadId === undefined
    ? server.app.db.prepare<[], Row>('SELECT id, lead_id, channel, state, attempts FROM lead_notifications').all()
    : server.app.db
        .prepare<[string], Row>(
          'SELECT id, lead_id, channel, state, attempts FROM lead_notifications WHERE lead_id = ?',
        )
        .all(leadId);

async function until<T>(read: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('lead notifications (local mode)', () => {
  let mail: MailSink;
  let hook: WebhookSink;
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    mail = await startMailSink();
    hook = await startWebhookSink();
    server = await startTestServer({
      trustProxy: { hops: 1 },
      notify: {
        channels: {
          email: { smtpUrl: mail.url, to: ['sales@gagyeong.example'], from: 'noreply@gagyeong.example' },
          webhook: { url: hook.url, format: 'json', detail: 'full' },
        },
        policy: POLICY,
        idleMs: 50,
      },
    });
    admin = await signedInCookie(server, 'admin@gagyeong.example', 'admin');
  });
  afterAll(async () => {
    await server.close();
    await mail.stop();
    await hook.stop();
  });
  beforeEach(async () => {
    await mail.start();
    hook.status = 200;
    mail.mails.length = 0;
    hook.hooks.length = 0;
    server.app.db.exec('DELETE FROM leads; DELETE FROM lead_notifications');
  });

  it('mails and posts a new lead with the Korean fields, once each, and records the attempt', async () => {
    const id = randomUUID();
    const response = await submit(server, 'customer', { id, message: '84㎡ 상담 원합니다', utm_source: 'naver' });
    expect(response.status).toBe(201);
    const [received] = await mail.waitFor(1);
    expect(received?.to).toEqual(['sales@gagyeong.example']);
    expect(received?.mail.subject).toBe('[가경 파크시티] 새 상담 신청이 접수되었습니다: 고객상담');
    const text = received?.mail.text ?? '';
    expect(text).toContain('신청서: 고객상담');
    expect(text).toContain('이름: 김민수');
    expect(text).toContain('연락처: 010-2222-3333 (tel:01022223333)');
    expect(text).toContain('문의내용: 84㎡ 상담 원합니다');
    expect(text).toContain('개인정보 수집·이용 동의: 동의함');
    expect(text).toContain(`${server.baseUrl}/admin/leads?form=customer`);
    expect(received?.mail.html).toContain('href="tel:01022223333"');

    const [posted] = await hook.waitFor(1);
    expect(posted?.body).toMatchObject({ event: 'lead.created', lead: { id, name: '김민수', form: 'customer' } });
    await until(() => (rows(server, id).every((row) => row.state === 'sent') ? true : undefined));
    expect(
      rows(server, id)
        .map((row) => [row.channel, row.state, row.attempts])
        .sort(),
    ).toEqual([
      ['email', 'sent', 1],
      ['webhook', 'sent', 1],
    ]);
    const attempts = server.app.db
      .prepare<[string], { outcome: string }>(
        'SELECT outcome FROM notification_attempts a JOIN lead_notifications n ON n.id = a.notification_id WHERE n.lead_id = ?',
      )
      .all(id);
    expect(attempts.map((a) => a.outcome)).toEqual(['sent', 'sent']);
    expect(mail.mails).toHaveLength(1);
  });

  it('acknowledges leads while SMTP is down and delivers every one when it is back', async () => {
    await mail.stop();
    const ids: string[] = [];
    for (let n = 0; n < 5; n += 1) {
      const id = randomUUID();
      ids.push(id);
      const started = Date.now();
      expect((await submit(server, 'popup', { id })).status).toBe(201);
      // Acknowledged without waiting for any channel.
      expect(Date.now() - started).toBeLessThan(2000);
    }
    await until(() =>
      rows(server).some((row) => row.channel === 'email' && row.state === 'retrying') ? true : undefined,
    );
    await mail.start();
    const received = await mail.waitFor(5);
    const mailedIds = received.map((item) => /#lead-([0-9a-f-]{36})/.exec(item.mail.text ?? '')?.[1]);
    expect(new Set(mailedIds)).toEqual(new Set(ids));
  });

  it('ends a permanently failing channel in failed, and the resend delivers it once the channel works', async () => {
    hook.status = 500;
    const id = randomUUID();
    expect((await submit(server, 'visit', { id, phone: '010-4444-5555' })).status).toBe(201);
    const failed = await until(() =>
      rows(server, id).find((row) => row.channel === 'webhook' && row.state === 'failed'),
    );
    expect(failed.attempts).toBeGreaterThan(1);

    const overview = (await (
      await fetch(`${server.baseUrl}/api/admin/notifications`, jsonInit(server, 'GET', undefined, admin))
    ).json()) as NotificationOverview;
    expect(overview.channels.map((c) => c.channel)).toEqual(['email', 'webhook']);
    expect(overview.counts.failed).toBe(1);
    const item = overview.items.find((entry) => entry.id === String(failed.id));
    expect(item).toMatchObject({ state: 'failed', lastError: 'webhook: HTTP 500', leadId: id });

    hook.status = 200;
    const resent = await fetch(
      `${server.baseUrl}/api/admin/notifications/${failed.id}/resend`,
      jsonInit(server, 'POST', {}, admin),
    );
    expect(resent.status).toBe(200);
    expect(((await resent.json()) as NotificationRecord).state).toMatch(/pending|sending|sent/);
    await hook.waitFor(1);
    await until(() => (rows(server, id).every((row) => row.state === 'sent') ? true : undefined));
    // A sent notification is not resent.
    const again = await fetch(
      `${server.baseUrl}/api/admin/notifications/${failed.id}/resend`,
      jsonInit(server, 'POST', {}, admin),
    );
    expect(again.status).toBe(409);
  });

  it('sends a test notification to a configured channel and answers with the outcome', async () => {
    const response = await fetch(
      `${server.baseUrl}/api/admin/notifications/test`,
      jsonInit(server, 'POST', { channel: 'email' }, admin),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ kind: 'test', channel: 'email', state: 'sent', leadId: null });
    const [received] = await mail.waitFor(1);
    expect(received?.mail.subject).toBe('[가경 파크시티] 알림 시험 발송');
    const bad = await fetch(
      `${server.baseUrl}/api/admin/notifications/test`,
      jsonInit(server, 'POST', { channel: 'sms' }, admin),
    );
    expect(bad.status).toBe(400);
  });

  it('deleting a lead removes its pending notifications and their attempts', async () => {
    await mail.stop();
    hook.status = 503;
    const id = randomUUID();
    expect((await submit(server, 'popup', { id })).status).toBe(201);
    await until(() => (rows(server, id).some((row) => row.attempts > 0) ? true : undefined));
    expect(rows(server, id)).toHaveLength(2);

    const deleted = await fetch(`${server.baseUrl}/api/leads/${id}`, jsonInit(server, 'DELETE', undefined, admin));
    expect(deleted.status).toBe(204);
    expect(rows(server, id)).toHaveLength(0);
    expect(
      server.app.db
        .prepare(
          'SELECT count(*) AS n FROM notification_attempts WHERE notification_id NOT IN (SELECT id FROM lead_notifications)',
        )
        .get(),
    ).toEqual({ n: 0 });
  });

  it('the retention purge takes a lead’s notifications with it', async () => {
    await mail.stop();
    const id = randomUUID();
    expect((await submit(server, 'popup', { id })).status).toBe(201);
    expect(rows(server, id).length).toBe(2);
    const purged = purgeDueLeads(server.app.db, Date.now() + 2 * 366 * 24 * 60 * 60 * 1000);
    expect(purged.deleted).toBe(1);
    expect(rows(server, id)).toHaveLength(0);
  });

  it('refuses the admin routes to anyone but an administrator', async () => {
    const member = await signedInCookie(server, 'member@gagyeong.example', 'member');
    expect((await fetch(`${server.baseUrl}/api/admin/notifications`)).status).toBe(401);
    expect(
      (await fetch(`${server.baseUrl}/api/admin/notifications`, jsonInit(server, 'GET', undefined, member))).status,
    ).toBe(403);
  });
});

describe('without channels', () => {
  it('queues nothing', async () => {
    const server = await startTestServer({ trustProxy: { hops: 1 } });
    try {
      expect((await submit(server, 'popup', {})).status).toBe(201);
      expect(rows(server)).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
