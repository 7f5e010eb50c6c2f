import { ATTRIBUTION_LABELS, EMPTY_ATTRIBUTION } from '@gagyeong/contracts/attribution';
import {
  LEAD_CONSENT,
  LEAD_MEMO_MAX,
  LEAD_UPDATE_MESSAGES,
  LEADS_PAGE_SIZE,
  type LeadInput,
} from '@gagyeong/contracts/leads';
import {
  completeSignIn,
  NULL,
  seedDocument,
  storedDocuments,
  text,
  time,
  type FirestoreValue,
} from '@test/firebase-emulators';
import { emulatorProject } from '@test/emulator-project';
import { SAME_LEAD_ID, SAME_LEAD_INPUT, SAME_LEAD_STORED, SAME_LEAD_USER_AGENT } from '@test/same-lead';
import { DEFAULT_IDLE_TIMEOUT_MS } from '@gagyeong/contracts/auth';
import { addLead } from '../../../lead-form/api/firebase/add-lead';
import { EMPTY_FILTER } from '../inbox-api';
import { createFirestoreInbox, LEAD_DELETIONS_COLLECTION } from './firestore-inbox';

// Leads in firebase mode on the Firebase web SDK, against the Firestore and Auth emulators with
// the repository's firestore.rules: a visitor's form sends, the administrator's inbox reads.
const PROJECT = 'demo-leads-adapter';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A stored lead, as a visitor's form would have written it at `createdAt`. */
function seededLead(n: number, form: string, createdAt: string): Record<string, FirestoreValue> {
  return {
    form: text(form),
    name: text(`고객 ${n}`),
    phone: text(`010-0000-${String(n).padStart(4, '0')}`),
    message: text(n === 1 ? '=HYPERLINK("x")' : ''),
    consent: { booleanValue: true },
    consentVersion: text(LEAD_CONSENT.version),
    userAgent: text('Mozilla/5.0'),
    createdAt: time(createdAt),
    consentAt: time(createdAt),
    status: text('new'),
    memo: text(''),
    closedAt: NULL,
    // Leads 1–99 stand for leads written before attribution was kept; the visits carry one.
    ...(n >= 100 ? attributionFields(n) : {}),
  };
}

/** Visits 100–101 came from a Naver campaign, 102 from a blog link, 103–104 directly. */
function attributionFields(n: number): Record<string, FirestoreValue> {
  const attribution = {
    ...EMPTY_ATTRIBUTION,
    landingPath: '/',
    ...(n <= 101 ? { utmSource: 'naver', utmMedium: 'cpc', utmCampaign: 'spring' } : {}),
    ...(n === 102 ? { referrerHost: 'm.blog.naver.com' } : {}),
  };
  return {
    attribution: {
      mapValue: { fields: Object.fromEntries(Object.entries(attribution).map(([key, value]) => [key, text(value)])) },
    },
    channel: text(attribution.utmSource || attribution.referrerHost),
  };
}

/** The documents of a collection as stored, read past the rules (the emulator's owner token). */
async function adminDocuments(collectionId: string): Promise<Record<string, unknown>[]> {
  return (await storedDocuments(PROJECT, collectionId)).map(({ data }) => data);
}

// 60 popup leads one hour apart from 2025-03-01 00:00 KST (2025-02-28T15:00Z), then 5 visits.
const base = Date.parse('2025-02-28T15:00:00.000Z');
const { config, admin, member } = emulatorProject(PROJECT, 'leads', {
  seed: () =>
    Promise.all([
      ...Array.from({ length: 60 }, (_, i) =>
        seedDocument(
          PROJECT,
          `leads/${uuid(i + 1)}`,
          seededLead(i + 1, 'popup', new Date(base + i * 3_600_000).toISOString()),
        ),
      ),
      ...Array.from({ length: 5 }, (_, i) =>
        seedDocument(PROJECT, `leads/${uuid(100 + i)}`, seededLead(100 + i, 'visit', `2025-03-10T0${i}:00:00.000Z`)),
      ),
    ]),
});
const inbox = createFirestoreInbox(config);

afterAll(async () => {
  await inbox.signOut();
});

describe('leads on Firestore: the inbox', () => {
  it('answers 401 to a visitor who is not signed in, and a Korean message to a wrong password', async () => {
    await expect(inbox.me()).resolves.toEqual({ user: null, idleTimeoutMs: DEFAULT_IDLE_TIMEOUT_MS });
    await expect(inbox.list(EMPTY_FILTER)).rejects.toMatchObject({ status: 401 });
    await expect(inbox.signIn(admin.email, 'wrong password')).rejects.toMatchObject({
      message: '이메일 또는 비밀번호가 올바르지 않습니다.',
    });
  });

  it('refuses an account without the admin claim (403)', async () => {
    await expect(inbox.signIn(member.email, member.password)).resolves.toEqual({
      user: { email: member.email, role: 'member' },
    });
    await expect(inbox.list(EMPTY_FILTER)).rejects.toMatchObject({ status: 403, message: '관리자만 볼 수 있습니다.' });
    await inbox.signOut();
  });

  it('lists every lead newest first in pages of 50 for the administrator', async () => {
    // The password alone answers with the SMS enrolment and signs nobody in for the inbox.
    const outcome = inbox.signIn(admin.email, admin.password);
    await expect(outcome).resolves.toMatchObject({ sms: { kind: 'phone' } });
    await expect(inbox.me()).resolves.toEqual({ user: null, idleTimeoutMs: DEFAULT_IDLE_TIMEOUT_MS });
    await expect(inbox.list(EMPTY_FILTER)).rejects.toMatchObject({ status: 403 });
    await completeSignIn(outcome, admin.phone);
    await expect(inbox.me()).resolves.toEqual({
      user: { email: admin.email, role: 'admin' },
      idleTimeoutMs: DEFAULT_IDLE_TIMEOUT_MS,
    });
    const first = await inbox.list(EMPTY_FILTER);
    expect(first.items).toHaveLength(LEADS_PAGE_SIZE);
    expect(first.items.slice(0, 5).map(({ id }) => id)).toEqual([104, 103, 102, 101, 100].map(uuid));
    expect(first.items[5]).toEqual({
      id: uuid(60),
      form: 'popup',
      name: '고객 60',
      phone: '010-0000-0060',
      message: '',
      consent: true,
      consentAt: '2025-03-03T02:00:00.000Z',
      consentVersion: LEAD_CONSENT.version,
      userAgent: 'Mozilla/5.0',
      createdAt: '2025-03-03T02:00:00.000Z',
      status: 'new',
      memo: '',
      closedAt: null,
      // Nobody has changed it yet.
      changedBy: null,
      changedAt: null,
      // Written before attribution was kept: the inbox shows none.
      attribution: EMPTY_ATTRIBUTION,
    });
    expect(first.nextCursor).toBe(first.items[49]?.id);
    const second = await inbox.list(EMPTY_FILTER, first.nextCursor ?? undefined);
    expect(second.items.map(({ id }) => id)).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map(uuid));
    expect(second.nextCursor).toBeNull();
  });

  it('filters by form and by Korean calendar days, both inclusive', async () => {
    const visits = await inbox.list({ ...EMPTY_FILTER, form: 'visit' });
    expect(visits.items.map(({ form }) => form)).toEqual(Array(5).fill('visit'));
    // 2025-03-01 KST is leads 1–24 (00:00–23:00 KST).
    const firstDay = await inbox.list({ ...EMPTY_FILTER, form: 'popup', from: '2025-03-01', to: '2025-03-01' });
    expect(firstDay.items.map(({ id }) => id)).toEqual(Array.from({ length: 24 }, (_, i) => uuid(24 - i)));
    await expect(inbox.list({ ...EMPTY_FILTER, from: '2025-03-05', to: '2025-03-01' })).rejects.toMatchObject({
      status: 400,
      message: '시작일이 종료일보다 늦습니다.',
    });
    await expect(inbox.list({ ...EMPTY_FILTER, from: '2025-02-30' })).rejects.toMatchObject({ status: 400 });
  });

  it('shows and filters by the visit attribution: source (else the referring site), medium and campaign', async () => {
    const naver = await inbox.list({ ...EMPTY_FILTER, source: 'naver' });
    expect(naver.items.map(({ id }) => id)).toEqual([101, 100].map(uuid));
    expect(naver.items[0]?.attribution).toEqual({
      ...EMPTY_ATTRIBUTION,
      landingPath: '/',
      utmSource: 'naver',
      utmMedium: 'cpc',
      utmCampaign: 'spring',
    });
    const blog = await inbox.list({ ...EMPTY_FILTER, source: 'm.blog.naver.com' });
    expect(blog.items.map(({ id }) => id)).toEqual([uuid(102)]);
    expect((await inbox.list({ ...EMPTY_FILTER, medium: 'cpc', campaign: 'spring' })).items).toHaveLength(2);
    expect((await inbox.list({ ...EMPTY_FILTER, campaign: 'autumn' })).items).toEqual([]);
  });

  it('exports what the filter matches as the CSV the embedded server sends', async () => {
    const csv = await inbox.csv(
      { ...EMPTY_FILTER, form: 'popup', from: '2025-03-01', to: '2025-03-01' },
      '월간 상담 정리',
    );
    const lines = csv.split('\r\n');
    expect(csv.startsWith('\uFEFF"접수일시","신청서","이름","연락처"')).toBe(true);
    expect(lines).toHaveLength(1 + 24 + 1); // header, 24 leads, the final line end
    // The embedded server's columns: follow-up and attribution included.
    expect(lines[0]).toContain('"문의내용","상태","메모","상담 종료일시","개인정보 동의"');
    expect(lines[0]).toContain(
      `"${ATTRIBUTION_LABELS.utmSource}","${ATTRIBUTION_LABELS.utmMedium}","${ATTRIBUTION_LABELS.utmCampaign}"`,
    );
    expect(lines[1]).toContain('"010-0000-0024","","신규","",""');
    expect(lines[1]).toContain('"2025-03-01 23:00:00","관심고객 등록","고객 24","010-0000-0024"');
    // A visitor's formula stays text.
    expect(lines[24]).toContain(`"'=HYPERLINK(""x"")"`);
    await inbox.signOut();
  });
});

describe('leads on Firestore: the follow-up and deletion', () => {
  beforeAll(async () => {
    await admin.signIn(inbox);
  });
  afterAll(async () => {
    await inbox.signOut();
  });

  it('changes status and memo, and filters by status', async () => {
    const changed = await inbox.update(uuid(100), { status: 'contacted', memo: '  3월 방문 예정  ' });
    expect(changed).toMatchObject({ id: uuid(100), status: 'contacted', memo: '3월 방문 예정', closedAt: null });
    // Who changed it (the signed-in account) and when (the server's time), as the inbox shows.
    expect(changed.changedBy).toBe(admin.email);
    expect(Math.abs(Date.parse(changed.changedAt ?? '') - Date.now())).toBeLessThan(60_000);
    await expect(inbox.update(uuid(101), { memo: '부재중' })).resolves.toMatchObject({ status: 'new', memo: '부재중' });
    const contacted = await inbox.list({ ...EMPTY_FILTER, status: 'contacted' });
    expect(contacted.items.map(({ id }) => id)).toEqual([uuid(100)]);
    const newVisits = await inbox.list({ ...EMPTY_FILTER, form: 'visit', status: 'new' });
    expect(newVisits.items.map(({ id }) => id)).toEqual([104, 103, 102, 101].map(uuid));
  });

  it("records when a lead was closed (the server's time), keeps it when closed again, clears it on reopening", async () => {
    const before = Date.now();
    const closed = await inbox.update(uuid(102), { status: 'closed' });
    expect(closed.status).toBe('closed');
    const closedAt = Date.parse(closed.closedAt ?? '');
    expect(Math.abs(closedAt - before)).toBeLessThan(60_000);
    const again = await inbox.update(uuid(102), { status: 'closed', memo: '계약 완료' });
    expect(again).toMatchObject({ status: 'closed', memo: '계약 완료', closedAt: closed.closedAt });
    await expect(inbox.update(uuid(102), { status: 'new' })).resolves.toMatchObject({ status: 'new', closedAt: null });
  });

  it("answers bad input and a missing lead with the server's Korean messages", async () => {
    await expect(inbox.update(uuid(103), { memo: 'm'.repeat(LEAD_MEMO_MAX + 1) })).rejects.toMatchObject({
      status: 400,
      message: LEAD_UPDATE_MESSAGES.memoTooLong,
    });
    await expect(inbox.update(uuid(103), {})).rejects.toMatchObject({
      status: 400,
      message: LEAD_UPDATE_MESSAGES.empty,
    });
    await expect(inbox.update(uuid(999), { status: 'contacted' })).rejects.toMatchObject({
      status: 404,
      message: LEAD_UPDATE_MESSAGES.notFound,
    });
    await expect(inbox.remove(uuid(999))).rejects.toMatchObject({
      status: 404,
      message: LEAD_UPDATE_MESSAGES.notFound,
    });
  });

  it('deletes a lead at once on a withdrawal, with an audit record that names no lead', async () => {
    await inbox.remove(uuid(103));
    const ids = (await inbox.list({ ...EMPTY_FILTER, form: 'visit' })).items.map(({ id }) => id);
    expect(ids).not.toContain(uuid(103));
    const records = await adminDocuments(LEAD_DELETIONS_COLLECTION);
    expect(records).toEqual([
      expect.objectContaining({ reason: 'withdrawn', rule: 'consent-withdrawn', count: 1, at: expect.any(String) }),
    ]);
    expect(JSON.stringify(records)).not.toContain(uuid(103));
  });

  it('wrote one access record per handling: as the administrator, with the leads, the fields and the export’s reason', async () => {
    const records = await adminDocuments('accessRecords');
    const actions = records.map((record) => record.action);
    for (const action of ['list', 'search', 'update', 'delete', 'export']) expect(actions).toContain(action);
    expect(records.every((record) => record.account === admin.email)).toBe(true);
    const exports = records.filter((record) => record.action === 'export');
    expect(exports).toHaveLength(1);
    expect(exports[0]?.subjectCount).toBe(24);
    expect(exports[0]?.detail).toMatchObject({ reason: '월간 상담 정리' });
  });

  it('refuses a member the follow-up and the deletion (403)', async () => {
    await inbox.signOut();
    await inbox.signIn(member.email, member.password);
    await expect(inbox.update(uuid(104), { status: 'contacted' })).rejects.toMatchObject({ status: 403 });
    await expect(inbox.remove(uuid(104))).rejects.toMatchObject({ status: 403 });
    await inbox.signOut();
    await admin.signIn(inbox);
  });
});

describe('leads on Firestore: a visitor sends', () => {
  const lead: LeadInput = {
    id: '5f0c2a8e-3b1d-4c6a-9e2f-7a8b9c0d1e2f',
    form: 'visit',
    name: ' 이순신 ',
    phone: '010-9876-5432',
    message: '주말 방문',
    consent: true,
    _gotcha: '',
  };

  it('stores the lead once, retries included, with the server times and the consent version', async () => {
    const before = Date.now();
    await expect(addLead(config, lead)).resolves.toEqual({ kind: 'success' });
    await expect(addLead(config, lead)).resolves.toEqual({ kind: 'success' });

    await admin.signIn(inbox);
    const visits = await inbox.list({ ...EMPTY_FILTER, form: 'visit' });
    const stored = visits.items.filter(({ id }) => id === lead.id);
    expect(stored).toEqual([
      expect.objectContaining({
        form: 'visit',
        name: '이순신',
        phone: '010-9876-5432',
        message: '주말 방문',
        consent: true,
      }),
    ]);
    expect(stored[0]?.consentVersion).toBe(LEAD_CONSENT.version);
    expect(Math.abs(Date.parse(stored[0]?.createdAt ?? '') - before)).toBeLessThan(60_000);
    await inbox.signOut();
  });

  it('refuses different content under a used id (the form gives changed input a new id)', async () => {
    await expect(addLead(config, { ...lead, name: '다른 사람' })).resolves.toEqual({ kind: 'failure', status: 403 });
  });

  it("answers invalid input with the server's Korean message, and drops a filled honeypot", async () => {
    await expect(addLead(config, { ...lead, id: uuid(900), phone: '02-123-4567' })).resolves.toMatchObject({
      kind: 'failure',
      status: 400,
      detail: expect.stringContaining('연락처 형식이 올바르지 않습니다.'),
    });
    await expect(addLead(config, { ...lead, id: uuid(901), consent: false })).resolves.toMatchObject({
      kind: 'failure',
      detail: '개인정보 수집·이용에 동의해 주세요.',
    });
    await expect(addLead(config, { ...lead, id: uuid(902), _gotcha: 'http://spam.example' })).resolves.toEqual({
      kind: 'success',
    });

    await admin.signIn(inbox);
    const ids = (await inbox.list({ ...EMPTY_FILTER, form: 'visit' })).items.map(({ id }) => id);
    expect(ids).not.toEqual(expect.arrayContaining([uuid(900)]));
    expect(ids).not.toEqual(expect.arrayContaining([uuid(901)]));
    expect(ids).not.toEqual(expect.arrayContaining([uuid(902)]));
    await inbox.signOut();
  });
});

describe('leads on Firestore: what the browser writer stores', () => {
  it('is what every backend stores for the same submission (the SQLite store and the host writer too)', async () => {
    jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(SAME_LEAD_USER_AGENT);
    await expect(addLead(config, { ...SAME_LEAD_INPUT })).resolves.toEqual({ kind: 'success' });
    const stored = (await storedDocuments(PROJECT, 'leads')).find(({ id }) => id === SAME_LEAD_ID);
    const { createdAt, consentAt, ...fields } = stored?.data ?? {};
    expect({ id: stored?.id, ...fields }).toEqual({ id: SAME_LEAD_ID, ...SAME_LEAD_STORED });
    expect(consentAt).toBe(createdAt);
  });

  it('drops a filled honeypot before judging the rest, as the server does', async () => {
    const bot = { ...SAME_LEAD_INPUT, id: uuid(903), phone: '', consent: false, _gotcha: 'http://spam.example' };
    await expect(addLead(config, bot)).resolves.toEqual({ kind: 'success' });
    expect((await storedDocuments(PROJECT, 'leads')).map(({ id }) => id)).not.toContain(uuid(903));
  });
});
