import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  LEAD_MEMO_MAX,
  LEAD_RETENTION,
  LEAD_UPDATE_MESSAGES,
  LEADS_QUERY_MESSAGES,
  type LeadPage,
  type LeadRecord,
} from '@gagyeong/contracts/leads';
import { DATABASE_FILE_NAME } from '../../paths';
import {
  jsonInit,
  signedInCookie,
  startServerWithAccounts,
  startTestServer,
  tempDir,
  type TestServer,
} from '../../test-support/test-server';
import { listDeletions, WITHDRAWN_RULE } from './lead-deletions';
import { purgeDueLeads } from './purge-due-leads';

const DAY = 24 * 60 * 60 * 1000;
/** Korean wall time, as an instant. */
const kst = (iso: string) => Date.parse(`${iso}+09:00`);

describe('lead follow-up, deletion and retention', () => {
  let server: TestServer;
  let admin: string;
  let member: string;

  beforeAll(async () => {
    ({ server, admin, member } = await startServerWithAccounts());
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset('leads', 'lead_deletions'));

  async function submit(at: number, fields: Record<string, unknown> = {}): Promise<string> {
    server.setTime(at);
    const id = randomUUID();
    const response = await fetch(`${server.baseUrl}/api/leads/popup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ id, name: '홍길동', phone: '010-1234-5678', consent: true, ...fields }),
    });
    expect(response.status).toBe(201);
    return id;
  }

  const patch = (id: string, body: unknown, cookie = admin) =>
    fetch(`${server.baseUrl}/api/leads/${id}`, jsonInit(server, 'PATCH', body, cookie));
  const remove = (id: string, cookie = admin) =>
    fetch(`${server.baseUrl}/api/leads/${id}`, jsonInit(server, 'DELETE', undefined, cookie));
  const ids = () => server.app.db.prepare('SELECT id FROM leads ORDER BY created_at').pluck().all();

  describe('PATCH /api/leads/:id', () => {
    it('401 signed out and 403 for a member, and changes nothing', async () => {
      const id = await submit(kst('2026-01-05T10:00:00'));
      const anonymous = await patch(id, { status: 'contacted' }, '');
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ error: { code: 'unauthorized', message: '로그인이 필요합니다.' } });
      const byMember = await patch(id, { memo: '몰래' }, member);
      expect(byMember.status).toBe(403);
      expect(await byMember.json()).toEqual({
        error: { code: 'forbidden', message: '관리자만 할 수 있는 작업입니다.' },
      });
      expect(server.app.db.prepare('SELECT status, memo FROM leads WHERE id = ?').get(id)).toEqual({
        status: 'new',
        memo: '',
      });
    });

    it('sets status and memo; 상담 종료 records when, reopening clears it', async () => {
      const id = await submit(kst('2026-01-05T10:00:00'));
      server.setTime(kst('2026-01-06T09:30:00'));
      const contacted = await patch(id, { status: 'contacted', memo: '  1차 통화: 84A 관심  ' });
      expect(contacted.status).toBe(200);
      expect(await contacted.json()).toMatchObject({
        id,
        status: 'contacted',
        memo: '1차 통화: 84A 관심',
        closedAt: null,
      });

      server.setTime(kst('2026-01-10T15:00:00'));
      const closed = (await (await patch(id, { status: 'closed' })).json()) as LeadRecord;
      expect(closed).toMatchObject({ status: 'closed', memo: '1차 통화: 84A 관심' });
      expect(closed.closedAt).toBe(new Date(kst('2026-01-10T15:00:00')).toISOString());

      // Closing again (or editing the memo) keeps the first closing time.
      server.setTime(kst('2026-02-01T00:00:00'));
      await patch(id, { status: 'closed', memo: '계약 안내 완료' });
      const again = (await (await patch(id, { memo: '계약 안내 완료' })).json()) as LeadRecord;
      expect(again.closedAt).toBe(closed.closedAt);

      const reopened = (await (await patch(id, { status: 'contacted' })).json()) as LeadRecord;
      expect(reopened.closedAt).toBeNull();
      const cleared = (await (await patch(id, { memo: '' })).json()) as LeadRecord;
      expect(cleared.memo).toBe('');
    });

    it('stores which account made the last change and when, in the row and in the answers', async () => {
      const other = await signedInCookie(server, 'lee@gagyeong.example', 'admin');
      const id = await submit(kst('2026-01-05T10:00:00'));
      const stored = () =>
        server.app.db
          .prepare('SELECT changed_by AS changedBy, changed_at AS changedAt FROM leads WHERE id = ?')
          .get(id);
      expect(stored()).toEqual({ changedBy: null, changedAt: null });

      server.setTime(kst('2026-01-06T09:30:00'));
      const byAdmin = (await (await patch(id, { status: 'contacted' })).json()) as LeadRecord;
      expect(byAdmin).toMatchObject({
        changedBy: 'admin@gagyeong.example',
        changedAt: new Date(kst('2026-01-06T09:30:00')).toISOString(),
      });
      expect(stored()).toEqual({ changedBy: 'admin@gagyeong.example', changedAt: kst('2026-01-06T09:30:00') });

      // A memo by another account replaces both; the inbox's list shows the last change.
      server.setTime(kst('2026-01-07T14:00:00'));
      expect((await patch(id, { memo: '2차 통화' }, other)).status).toBe(200);
      expect(stored()).toEqual({ changedBy: 'lee@gagyeong.example', changedAt: kst('2026-01-07T14:00:00') });
      const page = (await (
        await fetch(`${server.baseUrl}/api/leads`, { headers: { cookie: admin } })
      ).json()) as LeadPage;
      expect(page.items.find((item) => item.id === id)).toMatchObject({
        changedBy: 'lee@gagyeong.example',
        changedAt: new Date(kst('2026-01-07T14:00:00')).toISOString(),
      });

      // A refused change leaves them as they were.
      expect((await patch(id, { status: 'done' }, admin)).status).toBe(400);
      expect(stored()).toEqual({ changedBy: 'lee@gagyeong.example', changedAt: kst('2026-01-07T14:00:00') });
    });

    it.each([
      [{}, LEAD_UPDATE_MESSAGES.empty],
      [{ status: 'done' }, LEAD_UPDATE_MESSAGES.status],
      [{ status: null }, LEAD_UPDATE_MESSAGES.status],
      [{ memo: 42 }, LEAD_UPDATE_MESSAGES.memoType],
      [{ memo: '가'.repeat(LEAD_MEMO_MAX + 1) }, LEAD_UPDATE_MESSAGES.memoTooLong],
      [[], '요청 본문은 JSON 객체여야 합니다.'],
    ])('400 for %j', async (body, message) => {
      const id = await submit(kst('2026-01-05T10:00:00'));
      const response = await patch(id, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'validation_failed', message } });
    });

    it('accepts a memo of exactly the limit, and 404 for an unknown or malformed id', async () => {
      const id = await submit(kst('2026-01-05T10:00:00'));
      expect((await patch(id, { memo: '가'.repeat(LEAD_MEMO_MAX) })).status).toBe(200);
      for (const missing of [randomUUID(), 'not-a-lead']) {
        const response = await patch(missing, { status: 'closed' });
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({
          error: { code: 'lead_not_found', message: LEAD_UPDATE_MESSAGES.notFound },
        });
      }
    });

    it('the inbox filters by status and the CSV carries status, memo and closing time', async () => {
      const a = await submit(kst('2026-03-01T10:00:00'), { name: '신규고객' });
      const b = await submit(kst('2026-03-02T10:00:00'), { name: '종료고객' });
      server.setTime(kst('2026-03-03T11:22:33'));
      await patch(b, { status: 'closed', memo: '=계약 완료' });
      const list = async (query: string) =>
        (
          (await (
            await fetch(`${server.baseUrl}/api/leads${query}`, { headers: { cookie: admin } })
          ).json()) as LeadPage
        ).items.map((item) => item.id);
      expect(await list('?status=closed')).toEqual([b]);
      expect(await list('?status=new')).toEqual([a]);
      expect(await list('?status=contacted')).toEqual([]);
      const bad = await fetch(`${server.baseUrl}/api/leads?status=archived`, { headers: { cookie: admin } });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ error: { code: 'validation_failed', message: LEADS_QUERY_MESSAGES.status } });

      const csv = await (
        await fetch(`${server.baseUrl}/api/leads.csv?reason=test&status=closed`, { headers: { cookie: admin } })
      ).text();
      expect(csv).toContain('"상태","메모","상담 종료일시"');
      expect(csv).toContain('"상담 종료","\'=계약 완료","2026-03-03 11:22:33"');
      expect(csv).not.toContain('신규고객');
    });
  });

  describe('DELETE /api/leads/:id (consent withdrawn)', () => {
    it('401 signed out, 403 for a member; the lead stays', async () => {
      const id = await submit(kst('2026-01-05T10:00:00'));
      expect((await remove(id, '')).status).toBe(401);
      expect((await remove(id, member)).status).toBe(403);
      expect(ids()).toEqual([id]);
    });

    it('deletes only that lead, records it without personal data, and leaves no copy in the files', async () => {
      const marker = `철회고객${randomUUID().slice(0, 8)}`;
      const phone = '010-9876-5432';
      const keep = await submit(kst('2026-01-05T10:00:00'));
      const gone = await submit(kst('2026-01-05T11:00:00'), { name: marker, phone, message: `${marker} 메모` });
      await patch(gone, { memo: `${marker} 통화` });

      server.setTime(kst('2026-01-07T12:00:00'));
      const response = await remove(gone);
      expect(response.status).toBe(204);
      expect(ids()).toEqual([keep]);
      expect(listDeletions(server.app.db)).toEqual([
        { at: kst('2026-01-07T12:00:00'), reason: 'withdrawn', rule: WITHDRAWN_RULE, count: 1 },
      ]);

      const files = [DATABASE_FILE_NAME, `${DATABASE_FILE_NAME}-wal`]
        .map((name) => path.join(server.dataDir, name))
        .filter((file) => fs.existsSync(file));
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) {
        const bytes = fs.readFileSync(file);
        expect(bytes.includes(Buffer.from(marker, 'utf8'))).toBe(false);
        expect(bytes.includes(Buffer.from(phone, 'utf8'))).toBe(false);
      }
      // The lead's random id stays only in the access records of who handled it (the law asks
      // whose data each record concerns); nothing else names it.
      const { db } = server.app;
      expect(db.prepare('SELECT action FROM access_records WHERE lead_id = ? ORDER BY id').pluck().all(gone)).toEqual([
        'update',
        'delete',
      ]);
      expect(db.prepare('SELECT count(*) FROM leads WHERE id = ?').pluck().get(gone)).toBe(0);

      const twice = await remove(gone);
      expect(twice.status).toBe(404);
      expect(listDeletions(server.app.db)).toHaveLength(1);
    });
  });

  describe('retention purge (injected clock)', () => {
    const purgeAt = (now: number) => purgeDueLeads(server.app.db, now);

    it('destroys a never-closed lead exactly one year after it arrived, not a day or a millisecond before', async () => {
      const arrived = kst('2025-04-10T13:45:00');
      const id = await submit(arrived);
      const due = kst('2026-04-10T13:45:00');

      expect(purgeAt(due - DAY)).toEqual({ deleted: 0, checkpointed: true });
      expect(purgeAt(due - 1).deleted).toBe(0);
      expect(ids()).toEqual([id]);
      expect(purgeAt(due).deleted).toBe(1);
      expect(ids()).toEqual([]);
    });

    it('destroys a closed lead one year after its consultation ended, however old it is', async () => {
      const id = await submit(kst('2024-12-01T09:00:00'));
      const other = await submit(kst('2025-06-01T09:00:00'));
      server.setTime(kst('2025-03-15T18:00:00'));
      expect((await patch(id, { status: 'closed' })).status).toBe(200);

      // One year after arrival has passed, but the consultation ended later: kept.
      expect(purgeAt(kst('2025-12-01T09:00:00')).deleted).toBe(0);
      expect(purgeAt(kst('2026-03-14T18:00:00')).deleted).toBe(0);
      expect(purgeAt(kst('2026-03-15T17:59:59.999')).deleted).toBe(0);
      expect(ids()).toEqual([id, other]);
      expect(purgeAt(kst('2026-03-15T18:00:00')).deleted).toBe(1);
      expect(ids()).toEqual([other]);
    });

    it('counts a year on the Korean calendar: 29 February is due on 1 March', async () => {
      const id = await submit(kst('2024-02-29T08:00:00')); // 28 Feb 23:00 UTC
      expect(purgeAt(kst('2025-02-28T23:59:59')).deleted).toBe(0);
      expect(purgeAt(kst('2025-03-01T08:00:00')).deleted).toBe(1);
      expect(ids()).not.toContain(id);
    });

    it('records every run (when, how many, which rule) and nothing about the leads', async () => {
      await submit(kst('2025-01-01T10:00:00'), { name: '파기대상고객', phone: '010-5555-6666' });
      await submit(kst('2025-01-02T10:00:00'), { name: '파기대상고객', phone: '010-5555-6666' });
      purgeAt(kst('2025-06-01T00:00:00'));
      purgeAt(kst('2026-01-03T00:00:00'));
      const records = listDeletions(server.app.db);
      expect(records).toEqual([
        { at: kst('2025-06-01T00:00:00'), reason: 'retention', rule: LEAD_RETENTION.rule, count: 0 },
        { at: kst('2026-01-03T00:00:00'), reason: 'retention', rule: LEAD_RETENTION.rule, count: 2 },
      ]);
      const raw = JSON.stringify(server.app.db.prepare('SELECT * FROM lead_deletions').all());
      expect(raw).not.toMatch(/파기대상고객|010-5555-6666/);
      expect(Object.keys(server.app.db.prepare('SELECT * FROM lead_deletions').get() as object).sort()).toEqual([
        'at',
        'count',
        'id',
        'reason',
        'rule',
      ]);
    });
  });
});

describe('retention purge on start and on schedule', () => {
  it('purges due leads when the server starts, then again every interval, by the app clock', async () => {
    const root = tempDir();
    const dataDir = path.join(root, 'data');
    const seed = await startTestServer({ dataDir });
    try {
      // The restarted server below starts on real time: one lead is past due then, one is not.
      for (const [name, age] of [
        ['오래된고객', 400 * DAY],
        ['새고객', 10 * DAY],
      ] as const) {
        seed.setTime(Date.now() - age);
        const response = await fetch(`${seed.baseUrl}/api/leads/popup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ name, phone: '010-1234-5678', consent: true }),
        });
        expect(response.status).toBe(201);
      }
    } finally {
      await seed.app.close();
    }

    const restarted = await startTestServer({ dataDir, leadPurgeIntervalMs: 25 });
    try {
      const names = () => restarted.app.db.prepare('SELECT name FROM leads').pluck().all();
      const runs = () => listDeletions(restarted.app.db).filter((record) => record.reason === 'retention');
      // Done before the server listened (the 0 is the seeding server's own run at its start).
      expect(names()).toEqual(['새고객']);
      expect(runs().map((run) => [run.count, run.rule])).toEqual([
        [0, LEAD_RETENTION.rule],
        [1, LEAD_RETENTION.rule],
      ]);

      // The scheduled purge follows the injected clock: a year on, the other lead goes too.
      restarted.setTime(Date.now() + 400 * DAY);
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(runs().length).toBeGreaterThan(1);
      expect(runs().reduce((sum, run) => sum + run.count, 0)).toBe(2);
      expect(names()).toEqual([]);
    } finally {
      await restarted.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
