/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DEFAULT_SITE_CONFIG, type ServerDataContext } from '@gagyeong/contracts';
import { seededData } from '@gagyeong/contracts/server-data';
import PressList, { loadServerData as loadListData } from './press-list.server';
import PressDetail, { loadServerData as loadDetailData } from './press-detail.server';

const SLUG = '가경파크시티';
const LIST = `/${encodeURIComponent(SLUG)}/press`;
const API = 'http://127.0.0.1:8600';

const summary = (n: number) => ({
  id: `a${n}`,
  siteId: SLUG,
  title: `보도 ${n}`,
  summary: `요약 ${n}`,
  date: new Date(Date.UTC(2025, 0, 31 - n)).toISOString(),
  views: n,
});

/** The embedded API as the server's loaders reach it at the host's own origin. */
function api(url: string): Response {
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
  const { pathname, searchParams } = new URL(url);
  if (pathname === '/api/press' && searchParams.get('page') === '2') {
    return json(200, { items: Array.from({ length: 10 }, (_, i) => summary(11 + i)), nextCursor: 'after-20' });
  }
  if (pathname === '/api/press/a3') return json(200, { ...summary(3), content: '첫 문단\n둘째 문단' });
  if (pathname === '/api/press/gone') return json(404, { error: { code: 'press_not_found', message: '없음' } });
  return json(500, { error: { code: 'internal_error', message: '예상하지 못한 요청' } });
}

function context(params: Record<string, string>, search = ''): ServerDataContext {
  return {
    config: DEFAULT_SITE_CONFIG,
    params,
    apiOrigin: API,
    signal: new AbortController().signal,
    request: { search },
  };
}

const fetchMock = jest.fn(async (input: RequestInfo | URL) => api(String(input)));
beforeEach(() => {
  fetchMock.mockClear();
  global.fetch = fetchMock as typeof fetch;
});

describe('press pages rendered on the server', () => {
  it('?page=2: loads that page once with the list’s own query, and renders it with plain page links', async () => {
    // What the host inlines in the page: JSON.
    const serverData: unknown = JSON.parse(
      JSON.stringify(await loadListData(context({ site: SLUG }, '?page=2&utm_source=x'))),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`${API}/api/press?site=${encodeURIComponent(SLUG)}&page=2`);
    expect(seededData(serverData, ['press', 'list', SLUG, 2])).toMatchObject({ pageParams: [null] });

    const html = renderToString(
      <MemoryRouter initialEntries={[`${LIST}?page=2`]}>
        <Routes>
          <Route path="/:site/press" element={<PressList config={DEFAULT_SITE_CONFIG} serverData={serverData} />} />
        </Routes>
      </MemoryRouter>,
    );
    // Rendering asked nothing more: the data came with the page.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(html).toContain('보도 11');
    expect(html).toContain('보도 20');
    expect(html).toMatch(/<td[^>]*>11<\/td>/);
    // Without JavaScript "더보기" is a link to the next numbered page; the previous one is linked too.
    expect(html).toContain(`<a rel="next" class="moreButton" href="${LIST}?page=3" data-discover="true">더보기</a>`);
    expect(html).toContain(`<a rel="prev" class="moreButton" href="${LIST}" data-discover="true">이전 페이지</a>`);
    expect(html).not.toContain('<button type="button" class="moreButton"');
    expect(html).toContain(`<link rel="canonical" href="${DEFAULT_SITE_CONFIG.siteUrl}${LIST}?page=2"/>`);
  });

  it('an article: loaded once, rendered from the handed-over cache; a missing one, or another site’s, is a missing page', async () => {
    const serverData: unknown = JSON.parse(JSON.stringify(await loadDetailData(context({ site: SLUG, id: 'a3' }))));
    const html = renderToString(
      <MemoryRouter initialEntries={[`${LIST}/a3`]}>
        <Routes>
          <Route
            path="/:site/press/:id"
            element={<PressDetail config={DEFAULT_SITE_CONFIG} serverData={serverData} />}
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(html).toContain('첫 문단');

    // The host answers 404 with the Not Found page linking the list (docs/product.md §4).
    const missing = { missing: { href: LIST, label: '보도자료 목록 보기' } };
    await expect(loadDetailData(context({ site: SLUG, id: 'gone' }))).resolves.toEqual(missing);
    await expect(loadDetailData(context({ site: '다른단지', id: 'a3' }))).resolves.toEqual({
      missing: { href: `/${encodeURIComponent('다른단지')}/press`, label: '보도자료 목록 보기' },
    });
  });

  it('a failing API fails the loader, so the host leaves the region to the browser', async () => {
    await expect(loadListData(context({ site: '다른단지' }))).rejects.toThrow('예상하지 못한 요청');
  });
});
