import { PRESS_LIMITS, PRESS_REQUIRED_MESSAGE, type PressArticle, type PressPage } from '@gagyeong/contracts/press';
import { jsonInit, startServerWithAccounts, type TestServer } from '../../test-support/test-server';

const SITE_ID = '가경파크시티';

describe('press API', () => {
  let server: TestServer;
  let admin: string;
  let member: string;

  beforeAll(async () => {
    // Trusts X-Forwarded-For, so a test can be many visitors (views are counted per client).
    ({ server, admin, member } = await startServerWithAccounts({ trustProxy: { hops: 1 } }));
  });
  afterAll(() => server.close());

  const url = (p: string) => `${server.baseUrl}${p}`;
  const create = (body: unknown, cookie = admin) => fetch(url('/api/press'), jsonInit(server, 'POST', body, cookie));
  const list = async (site: string, cursor?: string | null): Promise<PressPage> => {
    const query = new URLSearchParams({ site, ...(cursor ? { cursor } : {}) });
    const response = await fetch(url(`/api/press?${query}`));
    expect(response.status).toBe(200);
    return (await response.json()) as PressPage;
  };
  const valid = { siteId: SITE_ID, title: '제목', summary: '요약', content: '본문' };

  describe('POST /api/press', () => {
    it('401 without a session', async () => {
      const response = await fetch(url('/api/press'), jsonInit(server, 'POST', valid));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: '로그인이 필요합니다.' } });
    });

    it('403 for a signed-in non-administrator', async () => {
      const response = await create(valid, member);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: { code: 'forbidden', message: '관리자만 할 수 있는 작업입니다.' },
      });
    });

    it('201 for an administrator: server date, zero views, text stored as typed', async () => {
      const before = Date.now();
      const body = { ...valid, title: '  <script>alert(1)</script> 보도  ', content: '첫 문단\n둘째 문단 <b>굵게</b>' };
      const response = await create(body);
      expect(response.status).toBe(201);
      const article = (await response.json()) as PressArticle;
      expect(article).toEqual({
        id: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
        siteId: SITE_ID,
        title: '<script>alert(1)</script> 보도',
        summary: '요약',
        content: '첫 문단\n둘째 문단 <b>굵게</b>',
        date: expect.any(String),
        views: 0,
      });
      expect(Date.parse(article.date)).toBeGreaterThanOrEqual(before - 1);
      expect(new Date(article.date).toISOString()).toBe(article.date);
      expect(response.headers.get('location')).toBe(`/api/press/${article.id}`);

      const read = await fetch(url(`/api/press/${article.id}`));
      expect(await read.json()).toEqual(article);
    });

    it('stores NFC text and counts the title after normalising (200 syllables typed as jamo fit)', async () => {
      const title = '가'.repeat(PRESS_LIMITS.title);
      const response = await create({
        ...valid,
        title: title.normalize('NFD'),
        content: '첫 줄\n둘째 줄'.normalize('NFD'),
      });
      expect(response.status).toBe(201);
      const article = (await response.json()) as PressArticle;
      expect(article.title).toBe(title);
      expect(article.content).toBe('첫 줄\n둘째 줄');
    });

    it('accepts a missing body (content) and exactly-at-limit fields', async () => {
      const response = await create({
        siteId: 's'.repeat(PRESS_LIMITS.siteId),
        title: 't'.repeat(PRESS_LIMITS.title),
        summary: 's'.repeat(PRESS_LIMITS.summary),
        content: 'c'.repeat(PRESS_LIMITS.content),
      });
      expect(response.status).toBe(201);
      const noContent = await create({ siteId: SITE_ID, title: 't', summary: 's' });
      expect(noContent.status).toBe(201);
      expect(((await noContent.json()) as PressArticle).content).toBe('');
    });

    it.each([
      ['missing title', { ...valid, title: undefined }, PRESS_REQUIRED_MESSAGE],
      ['missing summary', { siteId: SITE_ID, title: '제목' }, PRESS_REQUIRED_MESSAGE],
      ['blank title', { ...valid, title: '   ' }, PRESS_REQUIRED_MESSAGE],
      ['null summary', { ...valid, summary: null }, PRESS_REQUIRED_MESSAGE],
      ['missing siteId', { title: 't', summary: 's' }, '사이트 식별자가 필요합니다.'],
      ['siteId with a slash', { ...valid, siteId: 'a/b' }, '사이트 식별자 형식이 올바르지 않습니다.'],
      ['title too long', { ...valid, title: 't'.repeat(201) }, '제목은 200자 이하로 입력해 주세요.'],
      ['summary too long', { ...valid, summary: 's'.repeat(1001) }, '요약은 1,000자 이하로 입력해 주세요.'],
      ['content too long', { ...valid, content: 'c'.repeat(50_001) }, '본문은 50,000자 이하로 입력해 주세요.'],
      ['siteId too long', { ...valid, siteId: 's'.repeat(101) }, '사이트 식별자는 100자 이하여야 합니다.'],
      ['numeric title', { ...valid, title: 123 }, '제목은 문자열이어야 합니다.'],
      ['object summary', { ...valid, summary: { a: 1 } }, '요약은 문자열이어야 합니다.'],
      ['array content', { ...valid, content: ['a'] }, '본문은 문자열이어야 합니다.'],
      ['numeric siteId', { ...valid, siteId: 7 }, '사이트 식별자가 필요합니다.'],
      [
        'a title of 200 lone surrogates',
        { ...valid, title: '\uD800'.repeat(200) },
        '제목에 깨진 문자가 들어 있습니다. 다시 입력해 주세요.',
      ],
      [
        'a zero-width-only title',
        { ...valid, title: '\u200B\u2060' },
        '제목에 보이는 글자를 한 자 이상 입력해 주세요.',
      ],
      ['NUL in the summary', { ...valid, summary: '요약\u0000' }, '요약에 입력할 수 없는 제어 문자가 들어 있습니다.'],
      [
        'a right-to-left override in the body',
        { ...valid, content: '본문\u202E' },
        '본문에 글자 방향을 바꾸는 특수 문자는 쓸 수 없습니다.',
      ],
      [
        'a control character in the siteId',
        { ...valid, siteId: 'a\u0001' },
        '사이트 식별자에 입력할 수 없는 제어 문자가 들어 있습니다.',
      ],
      ['an array body', [valid], '요청 본문은 JSON 객체여야 합니다.'],
      ['a string body', 'hello', '요청 본문은 JSON 객체여야 합니다.'],
    ])('400 for %s', async (_label, body, message) => {
      const response = await create(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'validation_failed', message } });
    });

    it('400 with a Korean message for malformed JSON', async () => {
      const init = jsonInit(server, 'POST', undefined, admin);
      const response = await fetch(url('/api/press'), {
        ...init,
        headers: { ...(init.headers as object), 'content-type': 'application/json' },
        body: '{"title": "제목", ',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'invalid_json', message: '요청 본문이 올바른 JSON 형식이 아닙니다.' },
      });
    });

    it('413 for a body over the limit', async () => {
      const response = await create({ ...valid, content: '가'.repeat(200_000) }); // ~600 KB UTF-8
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        error: { code: 'payload_too_large', message: '요청 본문이 너무 큽니다.' },
      });
    });

    it('415 for a body that is not JSON', async () => {
      const response = await fetch(url('/api/press'), {
        method: 'POST',
        headers: { cookie: admin, origin: server.baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'title=a&summary=b',
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({ error: { code: 'unsupported_media_type' } });
    });

    it('stores nothing when refused', async () => {
      const count = () => server.app.db.prepare("SELECT COUNT(*) FROM press WHERE title = 'refused'").pluck().get();
      await create({ ...valid, title: 'refused' }, member);
      await fetch(url('/api/press'), jsonInit(server, 'POST', { ...valid, title: 'refused' }));
      await create({ ...valid, title: 'refused', summary: '' });
      expect(count()).toBe(0);
    });
  });

  describe('GET /api/press/:id', () => {
    it.each(['doesNotExist123', 'bad%20id', 'x'.repeat(65)])('404 press_not_found for %s', async (id) => {
      const response = await fetch(url(`/api/press/${id}`));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'press_not_found', message: '보도자료를 찾을 수 없습니다.' },
      });
    });
  });

  describe('GET /api/press pagination', () => {
    const site = 'pagination-site';
    let expected: string[];

    beforeAll(async () => {
      // 25 articles; eight share one timestamp and straddle the page boundary at 10.
      const base = Date.UTC(2025, 5, 1);
      const times = [
        ...Array.from({ length: 6 }, (_, i) => base + (100 - i) * 1000),
        ...Array.from({ length: 8 }, () => base + 50_000),
        ...Array.from({ length: 5 }, (_, i) => base + (40 - i) * 1000),
        ...Array.from({ length: 6 }, () => base + 10_000),
      ];
      for (const t of times) {
        server.setTime(t);
        expect((await create({ siteId: site, title: `t${t}`, summary: 's' })).status).toBe(201);
      }
      server.setTime(undefined);
      // Articles of another site never show.
      await create({ siteId: 'some-other-site', title: 'other', summary: 's' });
      expected = server.app.db
        .prepare('SELECT id FROM press WHERE site_id = ? ORDER BY date DESC, id DESC')
        .pluck()
        .all(site) as string[];
      expect(expected).toHaveLength(25);
    });

    it('walks 10 + 10 + 5, newest first, with no duplicates or gaps across equal timestamps', async () => {
      const first = await list(site);
      const second = await list(site, first.nextCursor);
      const third = await list(site, second.nextCursor);
      expect([first.items.length, second.items.length, third.items.length]).toEqual([10, 10, 5]);
      expect(first.nextCursor).toEqual(expect.any(String));
      expect(second.nextCursor).toEqual(expect.any(String));
      expect(third.nextCursor).toBeNull();

      const ids = [...first.items, ...second.items, ...third.items].map((a) => a.id);
      expect(ids).toEqual(expected);
      expect(new Set(ids).size).toBe(25);
      const dates = [...first.items, ...second.items, ...third.items].map((a) => Date.parse(a.date));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      expect(first.items.every((a) => a.siteId === site && !('content' in a))).toBe(true);
    });

    it('ends with a null cursor when the last page is exactly full', async () => {
      for (let i = 0; i < 10; i += 1) await create({ siteId: 'ten-site', title: `t${i}`, summary: 's' });
      const page = await list('ten-site');
      expect(page.items).toHaveLength(10);
      expect(page.nextCursor).toBeNull();
    });

    it('serves numbered pages (?page=N) as the cursors walk them, and an empty page past the end', async () => {
      const numbered = async (page: string): Promise<PressPage> => {
        const response = await fetch(url(`/api/press?${new URLSearchParams({ site, page }).toString()}`));
        expect(response.status).toBe(200);
        return (await response.json()) as PressPage;
      };
      const [first, second, third] = [await numbered('1'), await numbered('2'), await numbered('3')];
      expect([...first.items, ...second.items, ...third.items].map((a) => a.id)).toEqual(expected);
      expect(first).toEqual(await list(site));
      // The cursor of a numbered page continues where the page ends.
      expect((await list(site, second.nextCursor)).items.map((a) => a.id)).toEqual(expected.slice(20));
      expect(third.nextCursor).toBeNull();
      expect(await numbered('4')).toEqual({ items: [], nextCursor: null });
      const both = await fetch(
        url(`/api/press?${new URLSearchParams({ site, page: '2', cursor: second.nextCursor ?? '' }).toString()}`),
      );
      expect(both.status).toBe(400);
      expect(await both.json()).toEqual({
        error: { code: 'validation_failed', message: '페이지 정보(cursor)와 페이지 번호(page)는 함께 쓸 수 없습니다.' },
      });
    });

    it('answers an unknown site with an empty page', async () => {
      expect(await list('nobody-here')).toEqual({ items: [], nextCursor: null });
    });

    it.each([
      ['?cursor=abc', '사이트(site)를 지정해 주세요.', 'validation_failed'],
      [`?site=${site}&cursor=not-a-cursor`, '페이지 정보(cursor)가 올바르지 않습니다.', 'invalid_cursor'],
      [
        `?site=${site}&cursor=${Buffer.from('[1,"../x"]').toString('base64url')}`,
        '페이지 정보(cursor)가 올바르지 않습니다.',
        'invalid_cursor',
      ],
      [`?site=${site}&site=again`, '사이트(site)를 지정해 주세요.', 'validation_failed'],
      ...['0', '-1', '01', '1.5', 'x', '1001'].map((page) => [
        `?site=${site}&page=${page}`,
        '페이지 번호(page)는 1부터 1000까지의 숫자로 지정해 주세요.',
        'validation_failed',
      ]),
    ])('400 for %s', async (query, message, code) => {
      const response = await fetch(url(`/api/press${query}`));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code, message } });
    });
  });

  describe('POST /api/press/:id/views', () => {
    const view = (id: string, client = '203.0.113.1') =>
      fetch(url(`/api/press/${id}/views`), {
        method: 'POST',
        headers: { origin: server.baseUrl, 'x-forwarded-for': client },
      });

    it('counts 50 concurrent views from 50 visitors exactly, each call seeing its own count', async () => {
      const article = (await (await create(valid)).json()) as PressArticle;
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, i) => view(article.id, `198.51.100.${i + 1}`)),
      );
      const counts = await Promise.all(responses.map(async (r) => ((await r.json()) as { views: number }).views));
      expect(responses.every((r) => r.status === 200)).toBe(true);
      expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      const read = (await (await fetch(url(`/api/press/${article.id}`))).json()) as PressArticle;
      expect(read.views).toBe(50);
      const summary = (await list(SITE_ID)).items.find((a) => a.id === article.id);
      expect(summary?.views).toBe(50);
    });

    it('counts every opening by a visitor, also twice in a row, but not the hundreds a script sends', async () => {
      const article = (await (await create(valid)).json()) as PressArticle;
      const start = Date.now();
      server.setTime(start);
      try {
        expect(await (await view(article.id)).json()).toEqual({ views: 1 });
        expect(await (await view(article.id)).json()).toEqual({ views: 2 });

        // The same client scripting 200 increments: 10 in all count, the excess is answered 200
        // with the current count and not added.
        const answers: Response[] = [];
        for (let i = 0; i < 198; i += 1) answers.push(await view(article.id));
        expect(answers.every((r) => r.status === 200)).toBe(true);
        const last = (await answers[answers.length - 1]?.json()) as { views: number };
        expect(last).toEqual({ views: 10 });
        const read = (await (await fetch(url(`/api/press/${article.id}`))).json()) as PressArticle;
        expect(read.views).toBe(10);

        // Another visitor, or another article, is not held back by that client.
        expect(await (await view(article.id, '203.0.113.2')).json()).toEqual({ views: 11 });
        // One more count per 30 s for the scripted client.
        server.setTime(start + 30_000);
        expect(await (await view(article.id)).json()).toEqual({ views: 12 });
        expect(await (await view(article.id)).json()).toEqual({ views: 12 });
      } finally {
        server.setTime(undefined);
      }
    });

    it('keeps no client address: nothing about viewers reaches the database', async () => {
      const article = (await (await create(valid)).json()) as PressArticle;
      await view(article.id, '192.0.2.77');
      const dump = server.app.db
        .prepare("SELECT group_concat(sql, ' ') AS s FROM sqlite_master")
        .pluck()
        .get() as string;
      expect(dump).not.toMatch(/view.*(ip|client|address)/i);
      const tables = server.app.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all();
      for (const table of tables as string[]) {
        const rows = server.app.db.prepare(`SELECT * FROM "${table}"`).all();
        expect(JSON.stringify(rows)).not.toContain('192.0.2.77');
      }
    });

    it('accepts an empty JSON body (clients sending uniform headers)', async () => {
      const article = (await (await create(valid)).json()) as PressArticle;
      const response = await fetch(url(`/api/press/${article.id}/views`), {
        method: 'POST',
        headers: { origin: server.baseUrl, 'content-type': 'application/json' },
      });
      expect(await response.json()).toEqual({ views: 1 });
    });

    it('404 for a missing article', async () => {
      const response = await fetch(url('/api/press/missing123/views'), { method: 'POST' });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'press_not_found' } });
    });
  });

  describe('PUT /api/press/:id and DELETE /api/press/:id (administrators)', () => {
    const put = (id: string, body: unknown, cookie = admin) =>
      fetch(url(`/api/press/${id}`), jsonInit(server, 'PUT', body, cookie));
    const del = (id: string, cookie = admin) =>
      fetch(url(`/api/press/${id}`), jsonInit(server, 'DELETE', undefined, cookie));
    const edit = { title: '고친 제목', summary: '고친 요약', content: '고친 본문' };

    async function article(): Promise<PressArticle> {
      const created = (await (await create(valid)).json()) as PressArticle;
      await fetch(url(`/api/press/${created.id}/views`), { method: 'POST', headers: { origin: server.baseUrl } });
      return { ...created, views: 1 };
    }

    it('401 signed out and 403 for a member, for both; the article is unchanged', async () => {
      const original = await article();
      for (const response of [await put(original.id, edit, ''), await del(original.id, '')]) {
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: '로그인이 필요합니다.' } });
      }
      for (const response of [await put(original.id, edit, member), await del(original.id, member)]) {
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({
          error: { code: 'forbidden', message: '관리자만 할 수 있는 작업입니다.' },
        });
      }
      expect(await (await fetch(url(`/api/press/${original.id}`))).json()).toEqual(original);
    });

    it('edits title, summary and body; site, date and views stay; list and detail show it at once', async () => {
      const original = await article();
      const response = await put(original.id, { ...edit, title: '  고친 제목  ', siteId: 'ignored', views: 999 });
      expect(response.status).toBe(200);
      const edited = { ...original, ...edit };
      expect(await response.json()).toEqual(edited);
      expect(await (await fetch(url(`/api/press/${original.id}`))).json()).toEqual(edited);
      const listed = (await list(SITE_ID)).items.find((a) => a.id === original.id);
      expect(listed).toMatchObject({ title: '고친 제목', summary: '고친 요약', date: original.date, views: 1 });
      // The body may be emptied, as on create.
      expect(await (await put(original.id, { title: 't', summary: 's' })).json()).toMatchObject({ content: '' });
    });

    it.each([
      ['missing title', { summary: 's' }, PRESS_REQUIRED_MESSAGE],
      ['blank summary', { title: 't', summary: '  ' }, PRESS_REQUIRED_MESSAGE],
      [
        'title too long',
        { title: 't'.repeat(PRESS_LIMITS.title + 1), summary: 's' },
        '제목은 200자 이하로 입력해 주세요.',
      ],
      [
        'content too long',
        { title: 't', summary: 's', content: 'c'.repeat(PRESS_LIMITS.content + 1) },
        '본문은 50,000자 이하로 입력해 주세요.',
      ],
      ['numeric title', { title: 1, summary: 's' }, '제목은 문자열이어야 합니다.'],
      ['an array body', [edit], '요청 본문은 JSON 객체여야 합니다.'],
    ])('400 for %s, the same messages as create; nothing changes', async (_label, body, message) => {
      const original = await article();
      const response = await put(original.id, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'validation_failed', message } });
      expect(await (await fetch(url(`/api/press/${original.id}`))).json()).toEqual(original);
    });

    it('deletes: 204, then gone from detail, list and a second delete', async () => {
      const original = await article();
      expect((await del(original.id)).status).toBe(204);
      expect((await fetch(url(`/api/press/${original.id}`))).status).toBe(404);
      expect((await list(SITE_ID)).items.some((a) => a.id === original.id)).toBe(false);
      const again = await del(original.id);
      expect(again.status).toBe(404);
      expect(await again.json()).toEqual({
        error: { code: 'press_not_found', message: '보도자료를 찾을 수 없습니다.' },
      });
      expect((await put(original.id, edit)).status).toBe(404);
    });

    it('refuses a cross-site edit (CSRF guard) before anything changes', async () => {
      const original = await article();
      const response = await fetch(url(`/api/press/${original.id}`), {
        method: 'DELETE',
        headers: { cookie: admin, origin: 'https://evil.example' },
      });
      expect(response.status).toBe(403);
      expect((await fetch(url(`/api/press/${original.id}`))).status).toBe(200);
    });
  });
});
