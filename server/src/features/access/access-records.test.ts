import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import type { AccessDay, AccessRecordPage, AccessReviewsResponse } from '@gagyeong/contracts/access';
import type { LeadPage } from '@gagyeong/contracts/leads';
import { DATABASE_FILE_NAME } from '../../paths';
import { createBackup } from '../backup/create-backup';
import { restoreBackup } from '../backup/restore-backup';
import { jsonInit, signIn, startTestServer, tempDir, type TestServer } from '../../test-support/test-server';
import { ACCESS_ANCHOR_FILE, createAccessAnchor, readAnchor } from './access-anchor';
import { appendAccessRecord } from './append-access-record';
import { purgeAccessRecords } from './purge-access-records';
import { verifyAccessRecords } from './verify-access-records';

const ADMIN = 'park@gagyeong.example';
const OTHER = 'lee@gagyeong.example';
const DAY = 24 * 60 * 60 * 1000;
const YEAR = 365 * DAY;
const TSX_CLI = require.resolve('tsx/cli');
const VERIFY = path.join(__dirname, '..', '..', 'cli', 'verify-access-records.ts');

interface StoredRecord {
  id: number;
  at: number;
  account: string;
  ip: string;
  action: string;
  subjects: string;
  subject_count: number;
  detail: string;
  lead_id: string | null;
}

// Sign-ins hash with scrypt, the CLI runs in a child process.
jest.setTimeout(60_000);

describe('access records of every handling of leads', () => {
  let server: TestServer;
  let admin: string;
  let other: string;
  const leads: string[] = [];

  const records = () =>
    server.app.db
      .prepare(
        'SELECT id, at, account, ip, action, subjects, subject_count, detail, lead_id FROM access_records ORDER BY id',
      )
      .all() as StoredRecord[];
  const newRecords = (before: number) => records().slice(before);
  const get = (url: string, cookie = admin) => fetch(`${server.baseUrl}${url}`, { headers: { cookie } });

  beforeAll(async () => {
    server = await startTestServer({ trustProxy: { hops: 1 } });
    // 2026-11-20 12:00 in Korea; the clock moves only when a test says so.
    server.setTime(Date.parse('2026-11-20T03:00:00Z'));
    admin = (await signIn(server, { email: ADMIN })).cookie;
    other = (await signIn(server, { email: OTHER })).cookie;
    for (let i = 0; i < 3; i += 1) {
      const id = randomUUID();
      const response = await fetch(`${server.baseUrl}/api/leads/popup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.baseUrl },
        body: JSON.stringify({
          id,
          name: `고객${i}`,
          phone: `010-1234-000${i}`,
          consent: true,
          utmSource: i === 0 ? 'naver' : '',
        }),
      });
      expect(response.status).toBe(201);
      leads.unshift(id);
    }
  });
  afterAll(() => server.close());

  it('an inbox page view writes one record: account, time, address, the leads shown', async () => {
    const before = records().length;
    const response = await fetch(`${server.baseUrl}/api/leads`, {
      headers: { cookie: admin, 'x-forwarded-for': '203.0.113.9' },
    });
    const page = (await response.json()) as LeadPage;
    const added = newRecords(before);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      account: ADMIN,
      ip: '203.0.113.9',
      action: 'list',
      subject_count: 3,
      lead_id: null,
    });
    expect(JSON.parse(added[0]?.subjects ?? '')).toEqual(page.items.map((lead) => lead.id));
    expect(JSON.parse(added[0]?.detail ?? '')).toEqual({ filter: {}, page: 'first' });
    expect(added[0]?.at).toBe(server.app.now());
  });

  it('a filter writes one search record with the filter and only the leads it showed', async () => {
    const before = records().length;
    await get('/api/leads?source=naver&form=popup');
    const added = newRecords(before);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ account: ADMIN, action: 'search', subject_count: 1 });
    expect(JSON.parse(added[0]?.subjects ?? '')).toEqual([leads[2]]);
    expect(JSON.parse(added[0]?.detail ?? '')).toEqual({ filter: { form: 'popup', source: 'naver' }, page: 'first' });
  });

  it('a status or memo change writes one record naming the lead and the fields; the other account is named as its own', async () => {
    const before = records().length;
    const id = leads[0] ?? '';
    const changed = await fetch(
      `${server.baseUrl}/api/leads/${id}`,
      jsonInit(server, 'PATCH', { memo: '통화함' }, other),
    );
    expect(changed.status).toBe(200);
    const added = newRecords(before);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ account: OTHER, action: 'update', lead_id: id, subject_count: 1 });
    expect(JSON.parse(added[0]?.detail ?? '')).toEqual({ fields: ['memo'] });
    // A refused change (no such lead, bad input) handled nobody's data: no record.
    await fetch(`${server.baseUrl}/api/leads/${randomUUID()}`, jsonInit(server, 'PATCH', { memo: 'x' }, admin));
    await fetch(`${server.baseUrl}/api/leads/${id}`, jsonInit(server, 'PATCH', { status: 'nope' }, admin));
    expect(newRecords(before)).toHaveLength(1);
  });

  it('a deletion writes one record naming the lead', async () => {
    const before = records().length;
    const id = leads[1] ?? '';
    expect(
      (await fetch(`${server.baseUrl}/api/leads/${id}`, jsonInit(server, 'DELETE', undefined, admin))).status,
    ).toBe(204);
    const added = newRecords(before);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ account: ADMIN, action: 'delete', lead_id: id, subjects: JSON.stringify([id]) });
  });

  it('a CSV download needs a reason (400, nothing recorded, no file) and records the filter, the count and the reason', async () => {
    const before = records().length;
    for (const query of ['', '?reason=', '?reason=%20%20']) {
      const refused = await get(`/api/leads.csv${query}`);
      expect(refused.status).toBe(400);
      expect(refused.headers.get('content-disposition')).toBeNull();
      expect(await refused.json()).toEqual({
        error: { code: 'validation_failed', message: '내려받는 사유를 입력해 주세요.' },
      });
    }
    expect((await get(`/api/leads.csv?reason=${'가'.repeat(201)}`)).status).toBe(400);
    expect(newRecords(before)).toHaveLength(0);

    const response = await get(`/api/leads.csv?form=popup&reason=${encodeURIComponent('11월 방문 상담 일정 정리')}`);
    expect(response.status).toBe(200);
    const csv = await response.text();
    expect(csv.trim().split('\r\n')).toHaveLength(3); // header + the 2 leads left
    const added = newRecords(before);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ account: ADMIN, action: 'export', subject_count: 2, subjects: '[]' });
    expect(JSON.parse(added[0]?.detail ?? '')).toEqual({
      filter: { form: 'popup' },
      reason: '11월 방문 상담 일정 정리',
    });
  });

  it('a dashboard view writes one record with the period and the count', async () => {
    const before = records().length;
    await get('/api/leads/stats?from=2026-01-01&to=2026-12-31');
    const added = newRecords(before);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ action: 'dashboard', subjects: '[]' });
    expect(JSON.parse(added[0]?.detail ?? '')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('visitors and members write nothing and read no records', async () => {
    const before = records().length;
    expect((await fetch(`${server.baseUrl}/api/leads`)).status).toBe(401);
    expect((await fetch(`${server.baseUrl}/api/access/records`)).status).toBe(401);
    expect(newRecords(before)).toHaveLength(0);
  });

  it('the review API lists records with filters, marks downloads and sums each account’s day', async () => {
    const all = (await (await get('/api/access/records')).json()) as AccessRecordPage;
    expect(all.items.map((item) => item.action)).toEqual(['dashboard', 'export', 'delete', 'update', 'search', 'list']);
    const exports = (await (await get('/api/access/records?action=export')).json()) as AccessRecordPage;
    expect(exports.items).toHaveLength(1);
    expect(exports.items[0]?.detail.reason).toBe('11월 방문 상담 일정 정리');
    const byOther = (await (
      await get(`/api/access/records?account=${encodeURIComponent(OTHER.toUpperCase())}`)
    ).json()) as AccessRecordPage;
    expect(byOther.items.map((item) => item.action)).toEqual(['update']);
    expect((await get('/api/access/records?action=peek')).status).toBe(400);

    const { days } = (await (await get('/api/access/days')).json()) as { days: AccessDay[] };
    expect(days.find((day) => day.account === ADMIN)).toMatchObject({
      leadViews: 4,
      deletions: 1,
      exports: 1,
      unusual: false,
    });
    expect(days.find((day) => day.account === OTHER)).toMatchObject({ changes: 1, leadViews: 0 });

    const csv = await (await get('/api/access/records.csv')).text();
    expect(csv.split('\r\n')[0]).toContain('"번호","일시","계정","접속지(IP)","처리 내용"');
    expect(csv).toContain('"다운로드"');
  });

  it('flags an account’s day with 3 downloads or 1,000 leads seen as unusual', async () => {
    for (let i = 0; i < 2; i += 1) await get('/api/leads.csv?reason=%EC%A0%90%EA%B2%80', other);
    const { days } = (await (await get('/api/access/days')).json()) as { days: AccessDay[] };
    expect(days.find((day) => day.account === OTHER)?.unusual).toBe(false);
    await get('/api/leads.csv?reason=%EC%A0%90%EA%B2%80', other);
    const after = (await (await get('/api/access/days')).json()) as { days: AccessDay[] };
    expect(after.days.find((day) => day.account === OTHER)).toMatchObject({ exports: 3, unusual: true });
  });

  it('marks a finished month reviewed once, with a note and the chain’s state; the due month clears', async () => {
    const before = (await (await get('/api/access/reviews')).json()) as AccessReviewsResponse;
    expect(before).toEqual({ reviews: [], due: '2026-10' });
    const post = (body: unknown) =>
      fetch(`${server.baseUrl}/api/access/reviews`, jsonInit(server, 'POST', body, admin));
    expect(await (await post({ month: '2026-11', note: '이상 없음' })).json()).toEqual({
      error: { code: 'validation_failed', message: '끝나지 않은 달은 검토 완료로 표시할 수 없습니다.' },
    });
    expect((await post({ month: '2026-10', note: '  ' })).status).toBe(400);
    expect((await post({ month: '2026-13', note: 'x' })).status).toBe(400);
    const done = await post({ month: '2026-10', note: '다운로드 사유 확인, 이상 없음' });
    expect(done.status).toBe(201);
    const reviews = (await done.json()) as AccessReviewsResponse;
    expect(reviews.due).toBe('');
    expect(reviews.reviews).toEqual([
      {
        month: '2026-10',
        reviewedAt: new Date(server.app.now()).toISOString(),
        reviewer: ADMIN,
        note: '다운로드 사유 확인, 이상 없음',
        chainOk: true,
      },
    ]);
    expect((await post({ month: '2026-10', note: '다시' })).status).toBe(409);
  });

  it('appends the chain’s head to the anchor beside the backups after every record', async () => {
    const anchor = path.join(path.dirname(server.dataDir), 'backups', ACCESS_ANCHOR_FILE);
    const before = readAnchor(anchor).lines.length;
    expect((await get('/api/leads')).status).toBe(200);
    const { lines } = readAnchor(anchor);
    expect(lines).toHaveLength(before + 1);
    const head = server.app.db.prepare('SELECT id, hash FROM access_records ORDER BY id DESC LIMIT 1').get();
    expect(lines[lines.length - 1]).toMatchObject(head as object);
  });

  it('refuses to change or delete a record in SQL (append-only)', () => {
    const { db } = server.app;
    expect(() => db.prepare("UPDATE access_records SET account = 'x' WHERE id = 1").run()).toThrow(/append-only/);
    expect(() => db.prepare('DELETE FROM access_records WHERE id = 1').run()).toThrow(/kept for 2 years/);
    expect(() => db.prepare("UPDATE access_reviews SET note = 'x'").run()).toThrow(/append-only/);
  });
});

describe('the chain: verification, retention, backups', () => {
  let dir: string;
  let db: Database.Database;
  beforeEach(async () => {
    dir = tempDir();
    const server = await startTestServer({ dataDir: path.join(dir, 'data') });
    await server.app.close(); // migrated; the tests below use the file directly
    db = new Database(path.join(dir, 'data', DATABASE_FILE_NAME));
  });
  afterEach(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const add = (at: number, account = ADMIN) =>
    appendAccessRecord(db, { at, account, ip: '198.51.100.1', action: 'list', subjects: [randomUUID()], detail: {} });
  /** As the server does: a record, then its head to the anchor beside the backups. */
  const addAnchored = (at: number, action = 'list', detail: Record<string, unknown> = {}) => {
    appendAccessRecord(db, { at, account: ADMIN, ip: '198.51.100.1', action: action as 'list', subjects: [], detail });
    createAccessAnchor(path.join(dir, 'backups', ACCESS_ANCHOR_FILE), () => undefined).appendHead(db, at);
  };

  function verifyCli() {
    const result = spawnSync(process.execPath, [TSX_CLI, VERIFY], {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: path.join(dir, 'data'), BACKUP_DIR: path.join(dir, 'backups') },
      encoding: 'utf8',
      timeout: 60_000,
    });
    return { status: result.status, out: `${result.stdout}${result.stderr}` };
  }

  it('the verification command passes an intact chain and reports the first tampered record', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i < 5; i += 1) add(start + i * 1000);
    const intact = verifyCli();
    expect(intact.status).toBe(0);
    expect(intact.out).toContain('접속기록 5건: 해시 연결 이상 없음');

    // Someone with the file drops the guard and edits record 3 (who viewed), then record 4.
    db.exec('DROP TRIGGER access_records_no_update');
    db.prepare("UPDATE access_records SET account = 'someone@else.example' WHERE id = 3").run();
    db.prepare("UPDATE access_records SET ip = '10.0.0.1' WHERE id = 4").run();
    const tampered = verifyCli();
    expect(tampered.status).toBe(1);
    expect(tampered.out).toContain('접속기록 5건 중 #3에서 연결이 끊어졌습니다: 기록 내용이 해시와 다릅니다');
  });

  it('finds a deleted record and a rewritten tail that no longer matches a review', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i < 4; i += 1) add(start + i * 1000);
    db.exec('DROP TRIGGER access_records_kept');
    db.prepare('DELETE FROM access_records WHERE id = 2').run();
    expect(verifyAccessRecords(db)).toMatchObject({
      ok: false,
      firstBroken: { id: 3, reason: '#2부터 빠졌습니다 (삭제됨)' },
    });
  });

  it('finds the newest records deleted, or deleted and written again, by the anchor alone (no review needed)', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i < 4; i += 1) addAnchored(start + i * 1000);
    addAnchored(start + 5000, 'export', { reason: '고객 상담 준비', count: 3 });
    const intact = verifyCli();
    expect(intact.status).toBe(0);
    expect(intact.out).toContain('앵커 5줄 일치(#5까지)');

    // The sweep's case: someone with the file deletes the newest record (a download and its reason).
    db.exec('DROP TRIGGER access_records_kept');
    db.prepare('DELETE FROM access_records WHERE id = 5').run();
    // The chain alone still holds: only the anchor tells.
    expect(verifyAccessRecords(db)).toMatchObject({ ok: true, count: 4 });
    const deleted = verifyCli();
    expect(deleted.status).toBe(1);
    expect(deleted.out).toContain(
      '#5에서 연결이 끊어졌습니다: 2026-01-01T00:00:05.000Z에 앵커에 남은 #5 기록이 없습니다',
    );

    // The next record takes its id: a different record where the anchored one was.
    add(start + 6000);
    const rewritten = verifyCli();
    expect(rewritten.status).toBe(1);
    expect(rewritten.out).toContain('#5 기록이 2026-01-01T00:00:05.000Z에 앵커에 남은 기록과 다릅니다');
  });

  it('says so when the anchor file is missing or altered', () => {
    addAnchored(Date.parse('2026-01-01T00:00:00Z'));
    const anchorFile = path.join(dir, 'backups', ACCESS_ANCHOR_FILE);
    fs.appendFileSync(anchorFile, 'edited by hand\n');
    const altered = verifyCli();
    expect(altered.status).toBe(1);
    expect(altered.out).toContain('앵커 파일의 2번째 줄이 앵커의 형식이 아닙니다');
    fs.rmSync(anchorFile);
    const missing = verifyCli();
    expect(missing.status).toBe(0);
    expect(missing.out).toContain('앵커 파일이 없습니다');
  });

  it('the retention purge deletes records older than 2 years, keeps newer ones, and the chain still verifies', () => {
    const now = Date.parse('2028-06-01T00:00:00Z');
    const old = [now - 2 * YEAR - 2 * DAY, now - 2 * YEAR - DAY];
    const kept = [now - 2 * YEAR + DAY, now - DAY];
    [...old, ...kept].forEach((at) => add(at));
    expect(purgeAccessRecords(db, now)).toBe(2);
    const left = db.prepare("SELECT at FROM access_records WHERE action <> 'purge' ORDER BY id").pluck().all();
    expect(left).toEqual(kept);
    expect(db.prepare("SELECT count(*) FROM access_records WHERE action = 'purge'").pluck().get()).toBe(1);
    expect(verifyAccessRecords(db)).toMatchObject({ ok: true, count: 3 });
    // Nothing old left: a second purge deletes nothing and adds nothing.
    expect(purgeAccessRecords(db, now)).toBe(0);
    expect(db.prepare('SELECT count(*) FROM access_records').pluck().get()).toBe(3);
  });

  it('records survive a backup and a restore, chain intact', async () => {
    for (let i = 0; i < 3; i += 1) add(Date.parse('2026-03-01T00:00:00Z') + i);
    const backup = await createBackup({
      dataDir: path.join(dir, 'data'),
      backupDir: path.join(dir, 'backups'),
      keep: 2,
    });
    db.close();
    fs.rmSync(path.join(dir, 'data'), { recursive: true, force: true });
    restoreBackup({ dataDir: path.join(dir, 'data'), backupFile: backup.file });
    db = new Database(path.join(dir, 'data', DATABASE_FILE_NAME));
    expect(db.prepare('SELECT count(*) FROM access_records').pluck().get()).toBe(3);
    expect(verifyAccessRecords(db)).toMatchObject({ ok: true, count: 3 });
    // Each backup anchors its head beside it.
    expect(readAnchor(path.join(dir, 'backups', ACCESS_ANCHOR_FILE)).lines).toEqual([
      expect.objectContaining({ id: 3 }),
    ]);
  });
});
