import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { PressApiError } from '../api/press-backend';
import { createFakePressBackend, makeArticles } from '../../../test/fake-press-backend';
import { renderPress } from '../../../test/render-press';

const SLUG = '가경파크시티';
const LIST = `/${encodeURIComponent(SLUG)}/press`;
const ADMIN = { email: 'admin@example.kr', role: 'admin' } as const;

async function signIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(await screen.findByLabelText('이메일'), email);
  await user.type(screen.getByLabelText('비밀번호'), password);
  await user.click(screen.getByRole('button', { name: '관리자 로그인' }));
}

describe('administrator panel below the list', () => {
  let alertSpy: jest.SpyInstance;
  beforeEach(() => {
    alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  });
  afterEach(() => alertSpy.mockRestore());

  it('offers the sign-in form to a signed-out visitor, and no write form', async () => {
    const { container } = renderPress(createFakePressBackend(), [LIST]);
    const form = await screen.findByRole('form', { name: '관리자 로그인' });
    expect(within(form).getByLabelText('이메일')).toHaveAttribute('type', 'email');
    expect(within(form).getByLabelText('비밀번호')).toHaveAttribute('type', 'password');
    expect(within(form).getByRole('button', { name: '관리자 로그인' })).toBeEnabled();
    expect(screen.queryByRole('form', { name: '보도자료 작성' })).not.toBeInTheDocument();
    await screen.findByText('등록된 보도자료가 없습니다.');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('signs in with what was typed and shows "로그인 실패: " with the reason on failure', async () => {
    const user = userEvent.setup();
    const backend = createFakePressBackend();
    renderPress(backend, [LIST]);

    await signIn(user, 'admin@example.kr', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '로그인 실패: 이메일 또는 비밀번호가 올바르지 않습니다.',
    );
    expect(backend.signInMock).toHaveBeenCalledWith('admin@example.kr', 'wrong-password', '');
    // What was typed stays for a second try.
    expect(screen.getByLabelText('이메일')).toHaveValue('admin@example.kr');
  });

  it('shows a server message such as the rate limit after "로그인 실패: "', async () => {
    const user = userEvent.setup();
    const backend = createFakePressBackend();
    backend.failNext(
      'signIn',
      new PressApiError('로그인 시도가 너무 많습니다. 15분 후에 다시 시도해 주세요.', 'too_many_requests', 429),
    );
    renderPress(backend, [LIST]);
    await signIn(user, 'admin@example.kr', 'correct-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '로그인 실패: 로그인 시도가 너무 많습니다. 15분 후에 다시 시도해 주세요.',
    );
  });

  it('welcomes a signed-in administrator with logout and the write form; logout brings the sign-in form back', async () => {
    const user = userEvent.setup();
    const backend = createFakePressBackend();
    const { container } = renderPress(backend, [LIST]);

    await signIn(user, 'admin@example.kr', 'correct-password');
    expect(await screen.findByText('admin@example.kr님 환영합니다')).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: '보도자료 작성' });
    expect(within(form).getByLabelText(/제목/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/요약/)).toBeInTheDocument();
    expect(within(form).getByLabelText('본문')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: '등록' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '관리자 로그인' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: '로그아웃' }));
    expect(await screen.findByRole('form', { name: '관리자 로그인' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '보도자료 작성' })).not.toBeInTheDocument();
    expect(backend.signOutMock).toHaveBeenCalledTimes(1);
  });

  it('shows a signed-in non-administrator no write form, only a note', async () => {
    const user = userEvent.setup();
    renderPress(createFakePressBackend(), [LIST]);
    await signIn(user, 'member@example.kr', 'correct-password');
    expect(await screen.findByText('member@example.kr님 환영합니다')).toBeInTheDocument();
    expect(screen.getByText(/보도자료 작성 권한이 없습니다/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '보도자료 작성' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '로그아웃' })).toBeInTheDocument();
  });

  it('follows the session live: a sign-out elsewhere brings the sign-in form back', async () => {
    const backend = createFakePressBackend({ user: ADMIN });
    renderPress(backend, [LIST]);
    expect(await screen.findByRole('form', { name: '보도자료 작성' })).toBeInTheDocument();
    act(() => backend.setUser(null));
    expect(await screen.findByRole('form', { name: '관리자 로그인' })).toBeInTheDocument();
  });

  it('alerts "제목과 요약은 필수입니다!" and saves nothing without a title or a summary', async () => {
    const user = userEvent.setup();
    const backend = createFakePressBackend({ user: ADMIN });
    renderPress(backend, [LIST]);
    const form = await screen.findByRole('form', { name: '보도자료 작성' });
    const submit = within(form).getByRole('button', { name: '등록' });

    await user.click(submit);
    expect(alertSpy).toHaveBeenLastCalledWith('제목과 요약은 필수입니다!');

    await user.type(within(form).getByLabelText(/제목/), '제목만 있음');
    await user.click(submit);
    expect(alertSpy).toHaveBeenCalledTimes(2);

    // Blank is as good as missing.
    await user.clear(within(form).getByLabelText(/제목/));
    await user.type(within(form).getByLabelText(/요약/), '요약만 있음');
    await user.type(within(form).getByLabelText(/제목/), '   ');
    await user.click(submit);
    expect(alertSpy).toHaveBeenCalledTimes(3);

    expect(backend.createArticleMock).not.toHaveBeenCalled();
    expect(within(form).getByLabelText(/요약/)).toHaveValue('요약만 있음');
  });

  it('refuses an invisible title before sending, with the server rule and its Korean message, keeping the text', async () => {
    const user = userEvent.setup();
    const backend = createFakePressBackend({ user: ADMIN });
    renderPress(backend, [LIST]);
    const form = await screen.findByRole('form', { name: '보도자료 작성' });
    await user.type(within(form).getByLabelText(/제목/), '\u200B\u3164');
    await user.type(within(form).getByLabelText(/요약/), '요약');
    await user.click(within(form).getByRole('button', { name: '등록' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      '등록 실패: 제목에 보이는 글자를 한 자 이상 입력해 주세요.',
    );
    expect(backend.createArticleMock).not.toHaveBeenCalled();
    expect(within(form).getByLabelText(/제목/)).toHaveValue('\u200B\u3164');
  });

  it('posts the article, clears the form and reloads the list from the start with it first', async () => {
    const user = userEvent.setup();
    const backend = createFakePressBackend({ user: ADMIN, articles: makeArticles(25) });
    renderPress(backend, [LIST]);

    await screen.findByRole('link', { name: '보도 1' });
    await user.click(screen.getByRole('button', { name: '더보기' }));
    await screen.findByRole('link', { name: '보도 20' });

    const form = await screen.findByRole('form', { name: '보도자료 작성' });
    await user.type(within(form).getByLabelText(/제목/), '  새 보도자료  ');
    await user.type(within(form).getByLabelText(/요약/), '새 요약');
    await user.type(within(form).getByLabelText('본문'), '첫 문단{enter}둘째 문단');
    backend.listPageMock.mockClear();
    await user.click(within(form).getByRole('button', { name: '등록' }));

    expect(await screen.findByRole('status')).toHaveTextContent('보도자료가 등록되었습니다.');
    expect(backend.createArticleMock).toHaveBeenCalledWith({
      siteId: '가경파크시티',
      title: '새 보도자료',
      summary: '새 요약',
      content: '첫 문단\n둘째 문단',
    });
    expect(within(form).getByLabelText(/제목/)).toHaveValue('');
    expect(within(form).getByLabelText(/요약/)).toHaveValue('');
    expect(within(form).getByLabelText('본문')).toHaveValue('');

    const newest = await screen.findByRole('link', { name: '새 보도자료' });
    const firstRow = screen.getAllByRole('row')[1]!;
    expect(firstRow).toContainElement(newest);
    // Reloaded from the start: one page, fetched once from the beginning.
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(11));
    expect(backend.listPageMock).toHaveBeenCalledTimes(1);
    expect(backend.listPageMock).toHaveBeenCalledWith('가경파크시티', null);
  });

  it('posts once when 등록 is pressed again while the first post is on its way', async () => {
    const user = userEvent.setup();
    const backend = createFakePressBackend({ user: ADMIN });
    let finish: () => void = () => undefined;
    const original = backend.createArticleMock.getMockImplementation()!;
    backend.createArticleMock.mockImplementationOnce(
      (input) => new Promise((resolve) => (finish = () => resolve(original(input)))),
    );
    renderPress(backend, [LIST]);
    const form = await screen.findByRole('form', { name: '보도자료 작성' });
    await user.type(within(form).getByLabelText(/제목/), '한 번만');
    await user.type(within(form).getByLabelText(/요약/), '요약');
    await user.click(within(form).getByRole('button', { name: '등록' }));
    const busy = within(form).getByRole('button', { name: '등록 중…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    await act(async () => finish());
    expect(await within(form).findByText('보도자료가 등록되었습니다.')).toBeInTheDocument();
    expect(backend.createArticleMock).toHaveBeenCalledTimes(1);
  });

  it('shows the server error in Korean and keeps what was typed when posting fails', async () => {
    const user = userEvent.setup();
    const backend = createFakePressBackend({ user: ADMIN });
    backend.failNext('createArticle', new PressApiError('관리자만 할 수 있는 작업입니다.', 'forbidden', 403));
    renderPress(backend, [LIST]);
    const form = await screen.findByRole('form', { name: '보도자료 작성' });
    await user.type(within(form).getByLabelText(/제목/), '남아 있어야 할 제목');
    await user.type(within(form).getByLabelText(/요약/), '남아 있어야 할 요약');
    await user.click(within(form).getByRole('button', { name: '등록' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('등록 실패: 관리자만 할 수 있는 작업입니다.');
    expect(within(form).getByLabelText(/제목/)).toHaveValue('남아 있어야 할 제목');
    expect(within(form).getByLabelText(/요약/)).toHaveValue('남아 있어야 할 요약');
  });
});
