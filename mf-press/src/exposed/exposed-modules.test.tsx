import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DEFAULT_SITE_CONFIG } from '@gagyeong/contracts';
import { getPressQueryClient } from '../features/press/query/press-query-client';
import PressDetail from './press-detail';
import PressList from './press-list';
import { loadServerData as loadPressListData } from './press-list.server';

const SLUG = '가경파크시티';
const LIST = `/${encodeURIComponent(SLUG)}/press`;
const article = {
  id: 'a1',
  siteId: SLUG,
  title: '서버에서 온 보도',
  summary: '요약',
  content: '본문 첫 줄\n본문 둘째 줄',
  date: '2025-03-14T06:05:00.000Z',
  views: 2,
};

/** The embedded server, as far as these pages ask it (local mode of the runtime config). */
function server(url: string, init?: RequestInit): Response {
  const json = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body }) as Response;
  const { pathname, searchParams } = new URL(url, 'http://127.0.0.1:8080');
  if (pathname === '/api/auth/me') return json(200, { user: null });
  if (pathname === '/api/press' && searchParams.get('site') === SLUG) {
    const { id, siteId, title, summary, date, views } = article;
    return json(200, { items: [{ id, siteId, title, summary, date, views }], nextCursor: null });
  }
  if (pathname === '/api/press/a1') return json(200, article);
  if (pathname === '/api/press/a1/views' && init?.method === 'POST') return json(200, { views: 3 });
  return json(404, { error: { code: 'not_found', message: '요청한 항목을 찾을 수 없습니다.' } });
}

describe('exposed modules with the runtime config (local mode)', () => {
  beforeEach(() => {
    // Both modules share one cache in the browser: each test starts from an empty one.
    getPressQueryClient().clear();
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      server(String(input), init),
    ) as typeof fetch;
  });

  it('mf_press/PressList reads the list from the server API', async () => {
    const router = createMemoryRouter([{ path: '/:site/press', element: <PressList config={DEFAULT_SITE_CONFIG} /> }], {
      initialEntries: [LIST],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('link', { name: '서버에서 온 보도' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: '관리자 로그인' })).toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledWith(`/api/press?site=${encodeURIComponent(SLUG)}`, expect.anything());
  });

  it('mf_press/PressList renders the first page the server loaded without fetching it again', async () => {
    const serverData: unknown = JSON.parse(
      JSON.stringify(
        await loadPressListData({
          config: DEFAULT_SITE_CONFIG,
          params: { site: SLUG },
          apiOrigin: 'http://127.0.0.1:8080',
          signal: new AbortController().signal,
          request: { search: '' },
        }),
      ),
    );
    jest.mocked(global.fetch).mockClear();
    const router = createMemoryRouter(
      [{ path: '/:site/press', element: <PressList config={DEFAULT_SITE_CONFIG} serverData={serverData} /> }],
      { initialEntries: [LIST] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: '서버에서 온 보도' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: '관리자 로그인' })).toBeInTheDocument();
    const asked = jest.mocked(global.fetch).mock.calls.map(([input]) => String(input));
    expect(asked.filter((url) => url.includes('/api/press'))).toEqual([]);
  });

  it('mf_press/PressDetail shows the article with its view counted by the server', async () => {
    const router = createMemoryRouter(
      [{ path: '/:site/press/:id', element: <PressDetail config={DEFAULT_SITE_CONFIG} /> }],
      { initialEntries: [`${LIST}/a1`] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: '서버에서 온 보도' })).toBeInTheDocument();
    expect(await screen.findByText('3')).toBeInTheDocument();
    expect(screen.getByText('본문 첫 줄')).toBeInTheDocument();
    expect(screen.getByText('본문 둘째 줄')).toBeInTheDocument();
  });
});
