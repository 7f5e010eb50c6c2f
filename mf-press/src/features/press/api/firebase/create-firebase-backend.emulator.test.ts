import { getApp } from 'firebase/app';
import { getFirestore } from 'firebase/firestore/lite';
import { PRESS_LIMITS, PRESS_PAGE_SIZE } from '@gagyeong/contracts/press';
import { TEXT_RULE_MESSAGES } from '@gagyeong/contracts/text-rules';
import { SMS_SECOND_FACTOR_ERRORS } from '@gagyeong/contracts/second-factor-sms';
import { AUTH_PROJECT, finishSms, lastSmsCode, int, seedDocument, text, time } from '@test/firebase-emulators';
import { emulatorProject } from '@test/emulator-project';
import { PressApiError } from '../press-backend';
import { createFirebaseBackend } from './create-firebase-backend';
import { listPage } from './list-page';
import { PageCursors } from './page-cursors';

// The press backend on the Firebase web SDK, against the Firestore and Auth emulators with the
// repository's firestore.rules loaded: what the browser does in firebase mode.
const PROJECT = 'demo-press-adapter';
const SLUG = '가경파크시티';
const OTHER_SITE = '다른현장';

/** 23 articles of one site over 12 dates: several share a date, across the page boundaries. */
const ARTICLES = Array.from({ length: 23 }, (_, i) => ({
  id: `a${String(i).padStart(2, '0')}`,
  date: new Date(Date.UTC(2025, 2, 20 - Math.floor(i / 2), 6, 5)).toISOString(),
}));

const { config, admin, member } = emulatorProject(PROJECT, 'press', {
  seed: () =>
    Promise.all([
      ...ARTICLES.map(({ id, date }, i) =>
        seedDocument(PROJECT, `press/${id}`, {
          siteId: text(SLUG),
          title: text(`보도 ${i}`),
          summary: text(`요약 ${i}`),
          content: text(`본문 ${i}\n둘째 문단`),
          date: time(date),
          views: int(i),
        }),
      ),
      seedDocument(PROJECT, 'press/other-1', {
        siteId: text(OTHER_SITE),
        title: text('다른 현장 보도'),
        summary: text('요약'),
        content: text(''),
        date: time('2025-03-30T00:00:00.000Z'),
        views: int(0),
      }),
    ]),
});
const backend = createFirebaseBackend(config);
/** The administrator's phone as the SMS second factor's steps show and the emulator keys it. */
const PHONE_LAST_FOUR = admin.phone.slice(-4);
const PHONE_E164 = `+82${admin.phone.replace(/-/gu, '').slice(1)}`;

afterAll(async () => {
  await backend.auth.signOut();
});

/** Newest first; Firestore orders equal dates by document id, in the query's direction. */
const EXPECTED_ORDER = [...ARTICLES]
  .sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id))
  .map(({ id }) => id);

describe('firebase press backend on the emulators: reading', () => {
  it('lists a site in pages of 10, newest first, each article once across equal dates', async () => {
    const first = await backend.listPage(SLUG, null);
    expect(first.items.map(({ id }) => id)).toEqual(EXPECTED_ORDER.slice(0, PRESS_PAGE_SIZE));
    expect(first.nextCursor).toBe(EXPECTED_ORDER[PRESS_PAGE_SIZE - 1]);
    expect(first.items[0]).toEqual({
      id: EXPECTED_ORDER[0],
      siteId: SLUG,
      title: '보도 1',
      summary: '요약 1',
      date: '2025-03-20T06:05:00.000Z',
      views: 1,
    });

    const second = await backend.listPage(SLUG, first.nextCursor);
    expect(second.items.map(({ id }) => id)).toEqual(EXPECTED_ORDER.slice(10, 20));
    const third = await backend.listPage(SLUG, second.nextCursor);
    expect(third.items.map(({ id }) => id)).toEqual(EXPECTED_ORDER.slice(20));
    expect(third.nextCursor).toBeNull();
  });

  it('serves a numbered page (?page=N) as the cursors walk it, its cursor continuing, and nothing past the end', async () => {
    const second = await backend.listPageAt(SLUG, 2);
    expect(second.items.map(({ id }) => id)).toEqual(EXPECTED_ORDER.slice(10, 20));
    const third = await backend.listPage(SLUG, second.nextCursor);
    expect(third.items.map(({ id }) => id)).toEqual(EXPECTED_ORDER.slice(20));
    const last = await backend.listPageAt(SLUG, 3);
    expect(last).toEqual({ items: third.items, nextCursor: null });
    await expect(backend.listPageAt(SLUG, 9)).resolves.toEqual({ items: [], nextCursor: null });
  });

  it('continues from a cursor it has not seen (a reloaded page) by reading that article', async () => {
    const db = getFirestore(getApp('mf-press'));
    const cursor = EXPECTED_ORDER[9] ?? '';
    const page = await listPage(db, new PageCursors(db), SLUG, cursor);
    expect(page.items.map(({ id }) => id)).toEqual(EXPECTED_ORDER.slice(10, 20));
    await expect(listPage(db, new PageCursors(db), SLUG, 'no-such-article')).rejects.toMatchObject({
      code: 'invalid_cursor',
    });
  });

  it("lists nothing of another site's and nothing for an unknown site", async () => {
    const other = await backend.listPage(OTHER_SITE, null);
    expect(other.items.map(({ id }) => id)).toEqual(['other-1']);
    expect(other.nextCursor).toBeNull();
    await expect(backend.listPage('없는현장', null)).resolves.toEqual({ items: [], nextCursor: null });
  });

  it('reads one article with its body, and null for an unknown id', async () => {
    await expect(backend.getArticle('a03')).resolves.toEqual({
      id: 'a03',
      siteId: SLUG,
      title: '보도 3',
      summary: '요약 3',
      content: '본문 3\n둘째 문단',
      date: '2025-03-19T06:05:00.000Z',
      views: 3,
    });
    await expect(backend.getArticle('missing')).resolves.toBeNull();
  });

  it('adds exactly one view per call, concurrent calls included, and answers null for an unknown id', async () => {
    await expect(backend.incrementViews('a04')).resolves.toBe(5);
    await Promise.all(Array.from({ length: 5 }, () => backend.incrementViews('a04')));
    await expect(backend.getArticle('a04')).resolves.toMatchObject({ views: 10 });
    await expect(backend.incrementViews('missing')).resolves.toBeNull();
  });
});

describe('firebase press backend on the emulators: signing in and posting', () => {
  const input = { siteId: SLUG, title: '새 보도', summary: '새 요약', content: '첫 문단\n둘째 문단' };

  it('refuses a post from a visitor who is not signed in, in Korean', async () => {
    const error = await backend.createArticle(input).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PressApiError);
    expect(error).toMatchObject({ code: 'permission-denied', message: '관리자만 할 수 있는 작업입니다.' });
  });

  it('reports a wrong password in Korean', async () => {
    await expect(backend.auth.signIn(admin.email, 'wrong password')).rejects.toMatchObject({
      message: '이메일 또는 비밀번호가 올바르지 않습니다.',
    });
    await expect(backend.auth.currentUser()).resolves.toBeNull();
  });

  it('signs in an account without the admin claim as a member, whose post the rules refuse', async () => {
    await expect(backend.auth.signIn(member.email, member.password)).resolves.toEqual({
      user: { email: member.email, role: 'member' },
    });
    await expect(backend.createArticle(input)).rejects.toMatchObject({ code: 'permission-denied' });
    await backend.auth.signOut();
  });

  it('has the administrator enrol a phone on the first sign-in (nobody until the SMS code), refuses a wrong code, then posts', async () => {
    const changes: unknown[] = [];
    const stop = backend.auth.onAuthChange((user) => changes.push(user));
    const first = await backend.auth.signIn(admin.email, admin.password);
    if (!('sms' in first)) throw new Error('expected the SMS enrolment step');
    expect(first.sms).toMatchObject({ kind: 'phone' });
    // The password alone: nobody for the pages, and the rules refuse the admin claim without the factor.
    await expect(backend.auth.currentUser()).resolves.toBeNull();
    await expect(backend.createArticle(input)).rejects.toMatchObject({ code: 'permission-denied' });

    await expect(first.sms.submit('02-123-4567')).rejects.toMatchObject({
      message: SMS_SECOND_FACTOR_ERRORS.invalidPhone,
    });
    const codeStep = await first.sms.submit(admin.phone);
    expect(codeStep).toMatchObject({ kind: 'code', sentTo: `***-****-${PHONE_LAST_FOUR}` });
    const code = await lastSmsCode(AUTH_PROJECT, PHONE_E164);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await expect(codeStep?.submit(wrong)).rejects.toMatchObject({
      message: SMS_SECOND_FACTOR_ERRORS['auth/invalid-verification-code'],
    });
    await expect(backend.auth.currentUser()).resolves.toBeNull();
    await expect(codeStep?.submit(code)).resolves.toBeUndefined();
    await expect(backend.auth.currentUser()).resolves.toEqual({ email: admin.email, role: 'admin' });
    await waitFor(() =>
      changes.some((change) => JSON.stringify(change) === JSON.stringify({ email: admin.email, role: 'admin' })),
    );

    const before = Date.now();
    const created = await backend.createArticle(input);
    expect(created).toMatchObject({ ...input, views: 0 });

    const stored = await backend.getArticle(created.id);
    expect(stored).toMatchObject({ id: created.id, ...input, views: 0 });
    const storedAt = Date.parse(stored?.date ?? '');
    expect(Math.abs(storedAt - before)).toBeLessThan(60_000);
    const first10 = await backend.listPage(SLUG, null);
    expect(first10.items[0]?.id).toBe(created.id);

    await backend.auth.signOut();
    await expect(backend.auth.currentUser()).resolves.toBeNull();
    await waitFor(() => changes.at(-1) === null);
    stop();
  });

  it('asks the enrolled administrator for a new SMS code on the next sign-in', async () => {
    const again = await backend.auth.signIn(admin.email, admin.password);
    if (!('sms' in again)) throw new Error('expected the SMS code step');
    expect(again.sms).toMatchObject({ kind: 'code', sentTo: `***-****-${PHONE_LAST_FOUR}` });
    await expect(backend.auth.currentUser()).resolves.toBeNull();
    await expect(again.sms.submit('12')).rejects.toMatchObject({ message: SMS_SECOND_FACTOR_ERRORS.missingCode });
    await finishSms(AUTH_PROJECT, again.sms, admin.phone);
    await expect(backend.auth.currentUser()).resolves.toEqual({ email: admin.email, role: 'admin' });
    await backend.auth.signOut();
  });
});

describe('firebase press backend on the emulators: what is stored', () => {
  beforeAll(async () => {
    const outcome = await backend.auth.signIn(admin.email, admin.password);
    if (!('sms' in outcome)) throw new Error('expected the SMS code step');
    await finishSms(AUTH_PROJECT, outcome.sms, admin.phone);
  });
  afterAll(async () => {
    await backend.auth.signOut();
  });

  it('stores NFC text and counts the title after normalising, as the embedded server does', async () => {
    const title = '가'.repeat(PRESS_LIMITS.title);
    const created = await backend.createArticle({
      siteId: SLUG,
      title: ` ${title.normalize('NFD')} `,
      summary: ' 요약 '.normalize('NFD'),
      content: '첫 줄\n둘째 줄'.normalize('NFD'),
    });
    const stored = { siteId: SLUG, title, summary: '요약', content: '첫 줄\n둘째 줄', views: 0 };
    expect(created).toMatchObject(stored);
    await expect(backend.getArticle(created.id)).resolves.toMatchObject(stored);

    const edited = await backend.updateArticle(created.id, {
      title: ' 고친 제목 '.normalize('NFD'),
      summary: '요약',
      content: '',
    });
    expect(edited).toMatchObject({ ...stored, title: '고친 제목', content: '' });
  });

  it('refuses what the embedded server refuses, with its 400 and Korean message, and stores nothing', async () => {
    const before = (await backend.listPage(SLUG, null)).items[0]?.id;
    await expect(
      backend.createArticle({ siteId: SLUG, title: '제목\u202e', summary: '요약', content: '' }),
    ).rejects.toMatchObject({
      code: 'validation_failed',
      status: 400,
      message: TEXT_RULE_MESSAGES.bidiControl('제목'),
    });
    expect((await backend.listPage(SLUG, null)).items[0]?.id).toBe(before);
    await expect(
      backend.updateArticle(before ?? '', { title: '제목', summary: '\u0000', content: '' }),
    ).rejects.toMatchObject({
      code: 'validation_failed',
      status: 400,
      message: TEXT_RULE_MESSAGES.controlCharacter('요약'),
    });
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(condition()).toBe(true);
}
