import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRESS_REQUIRED_MESSAGE } from '@gagyeong/contracts/press';
import { PressApiError } from '../api/press-backend';
import { createFakePressBackend, makeArticle } from '../../../test/fake-press-backend';
import { renderPress } from '../../../test/render-press';

const SLUG = '가경파크시티';
const LIST = `/${encodeURIComponent(SLUG)}/press`;
const ADMIN = { email: 'admin@example.kr', role: 'admin' } as const;

function setup(user: { email: string; role: 'admin' | 'member' } | null = ADMIN) {
  const article = makeArticle({ id: 'a1', siteId: SLUG, title: '오타 있는 제목', summary: '요약', content: '본문' });
  const backend = createFakePressBackend({ articles: [article], user });
  renderPress(backend, [LIST, `${LIST}/a1`]);
  return { backend, events: userEvent.setup() };
}

describe('editing and deleting an article from its page', () => {
  it('shows nothing of it to visitors or members', async () => {
    setup(null);
    await screen.findByRole('heading', { level: 1, name: '오타 있는 제목' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: '수정' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '삭제' })).not.toBeInTheDocument();
  });

  it('hides it from a signed-in member', async () => {
    setup({ email: 'member@example.kr', role: 'member' });
    await screen.findByRole('heading', { level: 1, name: '오타 있는 제목' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: '수정' })).not.toBeInTheDocument();
  });

  it('edits title, summary and body: the page shows the saved article at once', async () => {
    const { backend, events } = setup();
    await events.click(await screen.findByRole('button', { name: '수정' }, { timeout: 5000 }));
    expect(screen.getByText('admin@example.kr님 환영합니다')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: '보도자료 수정' });
    const title = within(form).getByLabelText(/제목/);
    expect(title).toHaveValue('오타 있는 제목');
    await events.clear(title);
    await events.type(title, '  고친 제목 ');
    await events.clear(within(form).getByLabelText('본문'));
    await events.type(within(form).getByLabelText('본문'), '새 문단');
    await events.click(within(form).getByRole('button', { name: '저장' }));

    expect(await screen.findByRole('heading', { level: 1, name: '고친 제목' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('수정한 내용을 저장했습니다.');
    expect(screen.getByText('새 문단')).toBeInTheDocument();
    expect(backend.updateArticleMock).toHaveBeenCalledWith('a1', {
      title: '고친 제목',
      summary: '요약',
      content: '새 문단',
    });
  });

  it('refuses an empty title with the same alert as posting, and keeps what was typed on failure', async () => {
    const { backend, events } = setup();
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    await events.click(await screen.findByRole('button', { name: '수정' }, { timeout: 5000 }));
    const form = screen.getByRole('form', { name: '보도자료 수정' });
    await events.clear(within(form).getByLabelText(/제목/));
    await events.click(within(form).getByRole('button', { name: '저장' }));
    expect(alert).toHaveBeenCalledWith(PRESS_REQUIRED_MESSAGE);
    expect(backend.updateArticleMock).not.toHaveBeenCalled();
    alert.mockRestore();

    await events.type(within(form).getByLabelText(/제목/), '새 제목');
    backend.failNext('updateArticle', new PressApiError('관리자만 할 수 있는 작업입니다.', 'forbidden', 403));
    await events.click(within(form).getByRole('button', { name: '저장' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('저장 실패: 관리자만 할 수 있는 작업입니다.');
    expect(within(form).getByLabelText(/제목/)).toHaveValue('새 제목');
  });

  it('deletes only after a confirmation, then goes to the list without it', async () => {
    const { backend, events } = setup();
    await events.click(await screen.findByRole('button', { name: '삭제' }, { timeout: 5000 }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent('‘오타 있는 제목’ 보도자료를 삭제할까요?');
    await events.click(within(confirm).getByRole('button', { name: '취소' }));
    expect(backend.deleteArticleMock).not.toHaveBeenCalled();

    await events.click(screen.getByRole('button', { name: '삭제' }));
    await events.click(screen.getByRole('button', { name: '삭제 확인' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/${SLUG}/press`);
    expect(await screen.findByText('등록된 보도자료가 없습니다.')).toBeInTheDocument();
    expect(screen.queryByText('오타 있는 제목')).not.toBeInTheDocument();
    expect(backend.deleteArticleMock).toHaveBeenCalledWith('a1');
  });
});
