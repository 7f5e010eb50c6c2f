import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { createBrowserRouter, RouterProvider, useLocation } from 'react-router-dom';
import { LEAD_CONSENT } from '@gagyeong/contracts/leads';
import { deferredFetch, mockFetch, sentBody, TEST_CONFIG } from '../../../test-support/fetch-mock';
import { POPUP_HISTORY_MARKER } from '../hooks/use-history-entry';
import { InterestPopup } from './interest-popup';

const SUCCESS = '등록이 완료되었습니다.전문상담원이 곧 연락드립니다.';
const FAILURE = '등록에 실패했습니다. 다시 시도해주세요.';
const NETWORK = '오류가 발생했습니다. 나중에 다시 시도해주세요.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** What the shell does: an opener button, and the popup mounted once with `open` toggled. */
function Shell() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        1533-8848
      </button>
      <a href="#elsewhere">다른 곳</a>
      <InterestPopup config={TEST_CONFIG} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

async function openPopup() {
  const user = userEvent.setup();
  render(<Shell />);
  await user.click(screen.getByRole('button', { name: '1533-8848' }));
  return { user, dialog: await screen.findByRole('dialog', { name: '관심고객 등록' }) };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, name = '홍길동', phone = '010-1234-5678') {
  await user.type(screen.getByRole('textbox', { name: '이름' }), name);
  await user.type(screen.getByRole('textbox', { name: '연락처' }), phone);
  await user.click(screen.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }));
}

/** Waits until the popup's history entry is popped (history.back() is asynchronous). */
async function waitForHistoryIndex(state: unknown) {
  await waitFor(() => expect(window.history.state).toEqual(state));
}

beforeEach(() => {
  window.history.replaceState({ page: 'start' }, '');
});

describe('interest popup: opening and the form', () => {
  it('is a labelled modal dialog that focuses the name field and locks page scroll', async () => {
    const { dialog } = await openPopup();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/이름과 연락처를 남겨 주시면/);
    expect(screen.getByRole('textbox', { name: '이름' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('asks for 이름 (starred, required) and 연락처 (tel, required), and nothing else', async () => {
    const { dialog } = await openPopup();
    const name = within(dialog).getByRole('textbox', { name: '이름' });
    const phone = within(dialog).getByRole('textbox', { name: '연락처' });
    expect(name).toBeRequired();
    expect(phone).toBeRequired();
    expect(phone).toHaveAttribute('type', 'tel');
    // docs/product.md §5: only the browser's required check; no format rule on the popup.
    expect(phone).not.toHaveAttribute('pattern');
    expect(name.closest('div')?.querySelector('label')).toHaveTextContent('이름*');
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(2);
  });

  it('shows what is collected, why, for how long and the right to refuse, with an unticked required box', async () => {
    const { dialog } = await openPopup();
    const consent = within(dialog).getByRole('group', { name: LEAD_CONSENT.title });
    expect(consent).toHaveTextContent('이름, 연락처, 문의내용');
    expect(consent).toHaveTextContent('분양·임대 상담 및 방문 안내');
    // The retention rule the server's purge applies (LEAD_RETENTION), in words.
    expect(consent).toHaveTextContent(
      '상담 종료 후 1년(상담이 종료되지 않은 경우 신청일로부터 1년) 또는 동의 철회 시까지 보관 후 지체 없이 파기',
    );
    expect(consent).toHaveTextContent('동의하지 않으면 상담 신청이 제한됩니다');
    const box = within(consent).getByRole('checkbox');
    expect(box).not.toBeChecked();
    expect(box).toBeRequired();
  });

  it.each([
    ['the name is empty', { name: '', phone: '010', consent: true }],
    ['the phone is empty', { name: '홍길동', phone: '', consent: true }],
    ['consent is not given', { name: '홍길동', phone: '010', consent: false }],
  ])('sends nothing while %s (browser required check)', async (_label, input) => {
    const fetchMock = mockFetch();
    const { user } = await openPopup();
    if (input.name) await user.type(screen.getByRole('textbox', { name: '이름' }), input.name);
    if (input.phone) await user.type(screen.getByRole('textbox', { name: '연락처' }), input.phone);
    if (input.consent) await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '등록하기' })).toBeEnabled();
  });

  it('has no axe violations', async () => {
    const { dialog } = await openPopup();
    expect(await axe(dialog)).toHaveNoViolations();
  });
});

describe('interest popup: submitting and the result', () => {
  it('disables the button as 등록중..., then replaces the form with the two-line success message', async () => {
    const { mock, resolve } = deferredFetch();
    const { user } = await openPopup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: '등록하기' }));

    const busy = screen.getByRole('button', { name: '등록중...' });
    expect(busy).toBeDisabled();
    expect(mock).toHaveBeenCalledTimes(1);
    expect(mock.mock.calls[0]?.[0]).toBe('/api/leads/popup');
    const body = sentBody(mock);
    expect(body).toEqual({
      id: expect.stringMatching(UUID),
      form: 'popup',
      name: '홍길동',
      phone: '010-1234-5678',
      consent: true,
      _gotcha: '',
    });

    await act(async () => resolve({ status: 201, body: { ok: true, id: body.id } }));
    const result = await screen.findByRole('status');
    expect(result.textContent).toBe(SUCCESS);
    expect(result.querySelector('br')).not.toBeNull();
    // Focus moves to the result (the focused submit button is gone): it stays in the dialog.
    expect(screen.getByRole('group', { name: '등록 결과' })).toHaveFocus();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '이름' })).not.toBeInTheDocument();
  });

  it('sends once on a double click', async () => {
    const { mock, resolve } = deferredFetch();
    const { user } = await openPopup();
    await fillIn(user);
    await user.dblClick(screen.getByRole('button', { name: '등록하기' }));
    expect(mock).toHaveBeenCalledTimes(1);
    await act(async () => resolve({ status: 201 }));
  });

  it('shows the failure message on a non-ok answer and goes back to the form with the input kept', async () => {
    const fetchMock = mockFetch({ status: 500 }, { status: 201 });
    const { user } = await openPopup();
    await fillIn(user, '김가경', '01099998888');
    await user.click(screen.getByRole('button', { name: '등록하기' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(FAILURE);
    expect(screen.getByRole('group', { name: '등록 결과' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '다시 입력하기' }));

    expect(screen.getByRole('textbox', { name: '이름' })).toHaveValue('김가경');
    expect(screen.getByRole('textbox', { name: '연락처' })).toHaveValue('01099998888');
    expect(screen.getByRole('checkbox')).toBeChecked();

    // Resending the same input reuses the id, so a lead the server did store is not stored twice.
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SUCCESS);
    expect(sentBody(fetchMock, 1).id).toBe(sentBody(fetchMock, 0).id);
  });

  it("shows the server's reason under the failure message", async () => {
    mockFetch({
      status: 429,
      body: { error: { code: 'too_many_requests', message: '신청이 너무 많습니다. 10분 후에 다시 시도해 주세요.' } },
    });
    const { user } = await openPopup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FAILURE);
    expect(alert).toHaveTextContent('신청이 너무 많습니다. 10분 후에 다시 시도해 주세요.');
  });

  it('shows the network message when there is no answer, keeps the input, and a changed lead gets a new id', async () => {
    const fetchMock = mockFetch(new TypeError('Failed to fetch'), { status: 201 });
    const { user } = await openPopup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: '등록하기' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(NETWORK);
    await user.click(screen.getByRole('button', { name: '다시 입력하기' }));
    expect(screen.getByRole('textbox', { name: '이름' })).toHaveValue('홍길동');
    expect(screen.getByRole('textbox', { name: '연락처' })).toHaveValue('010-1234-5678');

    await user.clear(screen.getByRole('textbox', { name: '연락처' }));
    await user.type(screen.getByRole('textbox', { name: '연락처' }), '010-0000-1111');
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    await screen.findByRole('status');
    expect(sentBody(fetchMock, 1).id).not.toBe(sentBody(fetchMock, 0).id);
  });

  it('posts to a form-collection service when the config says so', async () => {
    const fetchMock = mockFetch({ status: 200 });
    const user = userEvent.setup();
    render(
      <InterestPopup
        config={{ ...TEST_CONFIG, leads: { ...TEST_CONFIG.leads, popup: 'https://forms.example/f/popup' } }}
        open
        onClose={() => undefined}
      />,
    );
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SUCCESS);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('https://forms.example/f/popup');
  });
});

describe('interest popup: closing', () => {
  it('closes with Escape, gives focus back to the opener, unlocks scroll and pops its history entry', async () => {
    const lengthBefore = window.history.length;
    const { user } = await openPopup();
    expect(window.history.length).toBe(lengthBefore + 1);
    expect(window.history.state).toEqual({ page: 'start', [POPUP_HISTORY_MARKER]: true });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1533-8848' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
    await waitForHistoryIndex({ page: 'start' });
  });

  it('closes with the X button the same way', async () => {
    const { user } = await openPopup();
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1533-8848' })).toHaveFocus();
    await waitForHistoryIndex({ page: 'start' });
  });

  it('closes with the browser back button without pushing another entry', async () => {
    const { user } = await openPopup();
    const lengthWhileOpen = window.history.length;
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.history.state).toEqual({ page: 'start' });
    expect(screen.getByRole('button', { name: '1533-8848' })).toHaveFocus();

    // Opening again replaces the popped entry: history does not grow with every opening.
    await user.click(screen.getByRole('button', { name: '1533-8848' }));
    await screen.findByRole('dialog');
    expect(window.history.length).toBe(lengthWhileOpen);
  });

  it('keeps what was typed when closed and reopened', async () => {
    const { user } = await openPopup();
    await user.type(screen.getByRole('textbox', { name: '이름' }), '홍길동');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: '1533-8848' }));
    expect(await screen.findByRole('textbox', { name: '이름' })).toHaveValue('홍길동');
  });

  it('after a failure, reopens at the form with the input kept; after a success, at an empty form', async () => {
    mockFetch({ status: 503 }, { status: 201 });
    const { user } = await openPopup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    await screen.findByRole('alert');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: '1533-8848' }));
    expect(await screen.findByRole('textbox', { name: '이름' })).toHaveValue('홍길동');

    await user.click(screen.getByRole('button', { name: '등록하기' }));
    await screen.findByRole('status');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '1533-8848' }));
    expect(await screen.findByRole('textbox', { name: '이름' })).toHaveValue('');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });
});

describe('interest popup: focus trap', () => {
  it('cycles Tab and Shift+Tab inside the dialog, skipping the hidden honeypot', async () => {
    const { user, dialog } = await openPopup();
    const name = within(dialog).getByRole('textbox', { name: '이름' });
    const close = within(dialog).getByRole('button', { name: '닫기' });
    expect(name).toHaveFocus();

    await user.tab();
    expect(within(dialog).getByRole('textbox', { name: '연락처' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('checkbox')).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: '등록하기' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(name).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('brings focus back when it lands outside the dialog', async () => {
    const { dialog } = await openPopup();
    act(() => screen.getByRole('link', { name: '다른 곳' }).focus());
    expect(dialog.contains(document.activeElement)).toBe(true);
  });
});

describe('interest popup inside the router', () => {
  it('the back button closes it without changing the route or remounting the page', async () => {
    const mounts = jest.fn();
    function Page() {
      const location = useLocation();
      const [mountedAt] = useState(() => {
        mounts();
        return location.pathname;
      });
      return <p>페이지 {mountedAt}</p>;
    }
    function Layout() {
      const location = useLocation();
      return (
        <>
          <p data-testid="path">{location.pathname}</p>
          <Page />
          <Shell />
        </>
      );
    }
    window.history.replaceState(null, '', '/Brand/intro');
    const router = createBrowserRouter([{ path: '/Brand/intro', element: <Layout /> }]);
    const user = userEvent.setup();
    render(<RouterProvider router={router} />);

    await user.click(screen.getByRole('button', { name: '1533-8848' }));
    await screen.findByRole('dialog');
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('path')).toHaveTextContent('/Brand/intro');
    expect(window.location.pathname).toBe('/Brand/intro');
    expect(mounts).toHaveBeenCalledTimes(1);
    router.dispose();
  });
});
