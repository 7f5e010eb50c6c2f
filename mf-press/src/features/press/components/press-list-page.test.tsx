import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { PressApiError } from '../api/press-backend';
import { createFakePressBackend, makeArticles } from '../../../test/fake-press-backend';
import { renderPress } from '../../../test/render-press';

const SLUG = '가경파크시티';
const LIST = `/${encodeURIComponent(SLUG)}/press`;

function rows() {
  // The first row is the header.
  return screen.getAllByRole('row').slice(1);
}

describe('press list page', () => {
  it('shows the banner and a table with NO, 제목 (link), 작성자, 조회수 and 날짜', async () => {
    const [first, second] = makeArticles(2);
    const backend = createFakePressBackend({ articles: [{ ...first!, views: 1234 }, second!] });
    const { container } = renderPress(backend, [LIST]);

    expect(screen.getByRole('heading', { level: 1, name: '보도자료' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '보도자료 목록' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['NO', '제목', '작성자', '조회수', '날짜']);
    const cells = within(rows()[0]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '1',
      '보도 1',
      '관리자',
      '1,234',
      new Date(first!.date).toLocaleDateString('ko-KR'),
    ]);
    expect(within(rows()[1]!).getAllByRole('cell')[0]).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: '보도 1' })).toHaveAttribute(
      'href',
      `${LIST}/${encodeURIComponent(first!.id)}`,
    );
    expect(backend.listPageMock).toHaveBeenCalledWith(SLUG, null);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('marks author and views as the columns hidden on narrow screens', async () => {
    renderPress(createFakePressBackend({ articles: makeArticles(1) }), [LIST]);
    const headers = await screen.findAllByRole('columnheader');
    const wide = headers.filter((th) => th.className.includes('wide')).map((th) => th.textContent);
    expect(wide).toEqual(['작성자', '조회수']);
  });

  it('appends the next page with "더보기", numbering on, and hides the button after a short page', async () => {
    const user = userEvent.setup();
    const backend = createFakePressBackend({ articles: makeArticles(25) });
    renderPress(backend, [LIST]);

    await screen.findByRole('link', { name: '보도 1' });
    expect(rows()).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: '더보기' }));
    await screen.findByRole('link', { name: '보도 20' });
    expect(rows()).toHaveLength(20);
    expect(within(rows()[10]!).getAllByRole('cell')[0]).toHaveTextContent('11');
    // Focus moves to the first appended article, so keyboard users continue where the list grew.
    expect(screen.getByRole('link', { name: '보도 11' })).toHaveFocus();
    expect(backend.listPageMock).toHaveBeenLastCalledWith(SLUG, `${SLUG}-10`);

    await user.click(screen.getByRole('button', { name: '더보기' }));
    await screen.findByRole('link', { name: '보도 25' });
    expect(rows()).toHaveLength(25);
    expect(screen.queryByRole('button', { name: '더보기' })).not.toBeInTheDocument();
  });

  it('?page=2 starts at the 11th article, links the page before, and "더보기" continues from there', async () => {
    const user = userEvent.setup();
    const backend = createFakePressBackend({ articles: makeArticles(25) });
    renderPress(backend, [`${LIST}?page=2`]);

    await screen.findByRole('link', { name: '보도 11' });
    expect(backend.listPageAtMock).toHaveBeenCalledWith(SLUG, 2);
    expect(rows()).toHaveLength(10);
    expect(within(rows()[0]!).getAllByRole('cell')[0]).toHaveTextContent('11');
    expect(screen.getByRole('link', { name: '이전 페이지' })).toHaveAttribute('href', LIST);
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `https://gagyeong.example.kr${LIST}?page=2`,
      ),
    );
    expect(document.title).toBe('보도자료 2페이지 | 가경 파크시티');

    await user.click(screen.getByRole('button', { name: '더보기' }));
    await screen.findByRole('link', { name: '보도 25' });
    expect(backend.listPageMock).toHaveBeenLastCalledWith(SLUG, `${SLUG}-20`);
    expect(within(rows()[10]!).getAllByRole('cell')[0]).toHaveTextContent('21');
    expect(screen.queryByRole('button', { name: '더보기' })).not.toBeInTheDocument();
  });

  it('a page past the end says there is nothing and links back; a page number that is not one is page 1', async () => {
    const backend = createFakePressBackend({ articles: makeArticles(5) });
    renderPress(backend, [`${LIST}?page=3`]);
    expect(await screen.findByText('등록된 보도자료가 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '이전 페이지' })).toHaveAttribute('href', `${LIST}?page=2`);

    renderPress(backend, [`${LIST}?page=01`]);
    await screen.findAllByRole('link', { name: '보도 1' });
    expect(backend.listPageMock).toHaveBeenCalledWith(SLUG, null);
    expect(backend.listPageAtMock).toHaveBeenCalledTimes(1);
  });

  it('hides "더보기" when the first page has fewer than 10 articles', async () => {
    renderPress(createFakePressBackend({ articles: makeArticles(9) }), [LIST]);
    await screen.findByRole('link', { name: '보도 9' });
    expect(screen.queryByRole('button', { name: '더보기' })).not.toBeInTheDocument();
  });

  it('never shows articles of another site and reloads from the start when the slug changes', async () => {
    const user = userEvent.setup();
    const other = makeArticles(3, '다른단지').map((a, i) => ({ ...a, title: `다른 보도 ${i + 1}` }));
    const backend = createFakePressBackend({ articles: [...makeArticles(15), ...other] });
    const { router } = renderPress(backend, [LIST]);

    await screen.findByRole('link', { name: '보도 1' });
    await user.click(screen.getByRole('button', { name: '더보기' }));
    await screen.findByRole('link', { name: '보도 15' });
    expect(screen.queryByText(/다른 보도/)).not.toBeInTheDocument();

    await act(() => router.navigate(`/${encodeURIComponent('다른단지')}/press`));
    await screen.findByRole('link', { name: '다른 보도 1' });
    expect(rows()).toHaveLength(3);
    expect(screen.queryByRole('link', { name: '보도 1' })).not.toBeInTheDocument();
    expect(backend.listPageMock).toHaveBeenLastCalledWith('다른단지', null);

    // Back to the first slug: the list starts again from its first page.
    backend.listPageMock.mockClear();
    await act(() => router.navigate(LIST));
    await screen.findByRole('link', { name: '보도 1' });
    expect(screen.queryByText(/다른 보도/)).not.toBeInTheDocument();
  });

  it('shows the Korean empty state', async () => {
    renderPress(createFakePressBackend(), [LIST]);
    expect(await screen.findByText('등록된 보도자료가 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a loading line, then an error with retry that loads again', async () => {
    const user = userEvent.setup();
    const backend = createFakePressBackend({ articles: makeArticles(2) });
    backend.failNext(
      'listPage',
      new PressApiError('서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.', 'internal_error', 500),
    );
    renderPress(backend, [LIST]);

    expect(screen.getByText('보도자료를 불러오는 중입니다…')).toHaveAttribute('role', 'status');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('보도자료를 불러오지 못했습니다.');
    expect(alert).toHaveTextContent('서버 오류가 발생했습니다.');

    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('link', { name: '보도 1' })).toBeInTheDocument();
  });

  it('sets title, description, canonical and og tags', async () => {
    renderPress(createFakePressBackend(), [LIST]);
    await screen.findByText('등록된 보도자료가 없습니다.');
    await waitFor(() => expect(document.title).toBe('보도자료 | 가경 파크시티'));
    const canonical = document.head.querySelector('link[rel="canonical"]');
    expect(canonical).toHaveAttribute('href', `https://gagyeong.example.kr${LIST}`);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('보도자료'),
    );
    expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `https://gagyeong.example.kr${LIST}`,
    );
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      '보도자료 | 가경 파크시티',
    );
  });
});
