import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { PressApiError } from '../api/press-backend';
import { pressKeys } from '../query/press-keys';
import { createFakePressBackend, makeArticle, makeArticles } from '../../../test/fake-press-backend';
import { renderPress } from '../../../test/render-press';

const SLUG = '가경파크시티';
const LIST = `/${encodeURIComponent(SLUG)}/press`;
const detail = (id: string, site = SLUG) => `/${encodeURIComponent(site)}/press/${encodeURIComponent(id)}`;

describe('press detail page', () => {
  it('shows title, author, date and time, the counted views and the body as text paragraphs', async () => {
    const article = makeArticle({
      id: 'a1',
      title: '가경 파크시티 착공',
      summary: '공원 옆 921세대',
      content: '첫째 문단입니다.\n\n<script>window.hacked = true</script>\r\n<b>굵게</b> 아님',
      date: '2025-03-14T06:05:00.000Z',
      views: 41,
    });
    const { container } = renderPress(createFakePressBackend({ articles: [article] }), [detail('a1')]);

    expect(await screen.findByRole('heading', { level: 1, name: '가경 파크시티 착공' })).toBeInTheDocument();
    expect(screen.getByText('관리자')).toBeInTheDocument();
    // 06:05 UTC is 15:05 in Korea, where the site's dates are written.
    expect(screen.getByText('2025. 3. 14. 오후 3:05')).toHaveAttribute('dateTime', article.date);
    expect(await screen.findByText('42')).toBeInTheDocument();

    const body = screen.getByRole('article');
    const paragraphs = [...body.querySelectorAll('div > p')].map((p) => p.textContent);
    expect(paragraphs).toEqual(['첫째 문단입니다.', '<script>window.hacked = true</script>', '<b>굵게</b> 아님']);
    // Shown as text: no element was made from the article.
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('b')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('raises the view count by exactly one per opening, even under StrictMode', async () => {
    const article = makeArticle({ id: 'a1', views: 7 });
    const backend = createFakePressBackend({ articles: [article] });
    // Cached article: the count starts in the first effect, which StrictMode runs twice.
    renderPress(backend, [detail('a1')], {
      strict: true,
      seed: (queryClient) => queryClient.setQueryData(pressKeys.article('a1'), article),
    });

    expect(await screen.findByText('8')).toBeInTheDocument();
    // Give any stray second effect time to show itself.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(backend.incrementViewsMock).toHaveBeenCalledTimes(1);
    expect(backend.incrementViewsMock).toHaveBeenCalledWith('a1');
    expect(backend.articles[0]?.views).toBe(8);
  });

  it('counts again when the article is opened again, and shows the new count in the list', async () => {
    const user = userEvent.setup();
    const articles = makeArticles(1);
    const backend = createFakePressBackend({ articles });
    renderPress(backend, [LIST]);

    await user.click(await screen.findByRole('link', { name: '보도 1' }));
    await screen.findByRole('heading', { level: 1, name: '보도 1' });
    await waitFor(() => expect(backend.incrementViewsMock).toHaveBeenCalledTimes(1));

    await user.click(screen.getByRole('button', { name: '목록으로' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/${SLUG}/press`);
    const row = (await screen.findByRole('link', { name: '보도 1' })).closest('tr')!;
    await waitFor(() => expect(row.children[3]).toHaveTextContent('1'));

    await user.click(screen.getByRole('link', { name: '보도 1' }));
    await screen.findByRole('heading', { level: 1, name: '보도 1' });
    expect(await screen.findByText('2')).toBeInTheDocument();
    expect(backend.incrementViewsMock).toHaveBeenCalledTimes(2);
  });

  it('"목록으로" goes back one step in history', async () => {
    const user = userEvent.setup();
    const backend = createFakePressBackend({ articles: [makeArticle({ id: 'a1' })] });
    const { router } = renderPress(backend, ['/elsewhere', detail('a1')]);
    await user.click(await screen.findByRole('button', { name: '목록으로' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });

  it('"목록으로" opens the list when the article was opened directly', async () => {
    const user = userEvent.setup();
    const backend = createFakePressBackend({ articles: [makeArticle({ id: 'a1' })] });
    renderPress(backend, [detail('a1')]);
    await user.click(await screen.findByRole('button', { name: '목록으로' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/${SLUG}/press`);
    expect(screen.getByRole('heading', { level: 1, name: '보도자료' })).toBeInTheDocument();
  });

  it('replaces a missing article with the list, counting nothing', async () => {
    const backend = createFakePressBackend();
    const { router } = renderPress(backend, [detail('no-such-id')]);
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(backend.incrementViewsMock).not.toHaveBeenCalled();
  });

  it('treats an article of another site as missing', async () => {
    const backend = createFakePressBackend({ articles: [makeArticle({ id: 'x1', siteId: '다른단지' })] });
    const { router } = renderPress(backend, [detail('x1')]);
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
    expect(backend.incrementViewsMock).not.toHaveBeenCalled();
  });

  it('shows a Korean error with retry when the article cannot be loaded', async () => {
    const user = userEvent.setup();
    const backend = createFakePressBackend({ articles: [makeArticle({ id: 'a1', title: '다시 불러온 보도' })] });
    backend.failNext('getArticle', new PressApiError('네트워크 오류가 발생했습니다.', 'network'));
    renderPress(backend, [detail('a1')]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('보도자료를 불러오지 못했습니다.');
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { level: 1, name: '다시 불러온 보도' })).toBeInTheDocument();
  });

  it('sets title, description, canonical and og tags for the article', async () => {
    const article = makeArticle({ id: 'a1', title: '착공 소식', summary: '공원 옆 921세대 착공' });
    renderPress(createFakePressBackend({ articles: [article] }), [detail('a1')]);
    await screen.findByRole('heading', { level: 1, name: '착공 소식' });
    await waitFor(() => expect(document.title).toBe('착공 소식 | 보도자료 | 가경 파크시티'));
    const url = `https://gagyeong.example.kr${detail('a1')}`;
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', url);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', '공원 옆 921세대 착공');
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute('content', url);
    expect(document.head.querySelector('meta[property="og:description"]')).toHaveAttribute(
      'content',
      '공원 옆 921세대 착공',
    );
  });
});
