import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { SECOND_FACTOR_TEXT } from '@gagyeong/contracts/auth';
import { hydrateServerHtml, typeBeforeScripts } from '@test/hydrate';
import { SIGN_IN_TEXT, submitPassword } from '../test/sign-in-form';
import { SignInForm, type SignInFormText } from './sign-in-form';

const TEXT: SignInFormText = { ...SIGN_IN_TEXT, submitting: '로그인 중...' };

class WrongPassword extends Error {}

const describeError = (error: unknown) =>
  error instanceof WrongPassword ? '이메일 또는 비밀번호가 올바르지 않습니다.' : '알 수 없는 오류가 발생했습니다.';

/** A sign-in that waits until the test settles it. */
function deferredSignIn() {
  const calls: { email: string; password: string }[] = [];
  let settle: { resolve: () => void; reject: (error: unknown) => void } | undefined;
  const signIn = jest.fn((credentials: { email: string; password: string }) => {
    calls.push({ ...credentials });
    return new Promise<void>((resolve, reject) => {
      settle = { resolve, reject };
    });
  });
  return {
    signIn,
    calls,
    resolve: () => settle?.resolve(),
    reject: (error: unknown) => settle?.reject(error),
  };
}

function renderForm(signIn: (credentials: { email: string; password: string }) => Promise<void>) {
  const user = userEvent.setup();
  render(<SignInForm text={TEXT} signIn={signIn} describeError={describeError} />);
  const form = screen.getByRole('form', { name: '관리자 로그인' });
  const email = within(form).getByLabelText('이메일');
  const password = within(form).getByLabelText('비밀번호');
  return { user, form, email, password };
}

describe('SignInForm', () => {
  it('is a form named by its heading, with labelled required fields and no axe violations', async () => {
    const { form, email, password } = renderForm(jest.fn(async () => undefined));
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(password).toBeRequired();
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(within(form).getByText('관리자만 볼 수 있습니다.')).toBeInTheDocument();
    expect(await axe(form)).toHaveNoViolations();
  });

  it('signs in with what was typed before the page’s script ran, the second factor’s code included', async () => {
    const pending = deferredSignIn();
    const ui = (
      <SignInForm
        text={{ ...TEXT, secondFactor: SECOND_FACTOR_TEXT }}
        signIn={pending.signIn}
        describeError={describeError}
      />
    );
    const { unmount } = await hydrateServerHtml(ui, (page) => {
      typeBeforeScripts(page.querySelector('input[name="email"]'), 'admin@example.kr');
      typeBeforeScripts(page.querySelector('input[name="password"]'), 'correct-password');
      typeBeforeScripts(page.querySelector('input[name="code"]'), '123456');
    });
    try {
      const form = screen.getByRole('form', { name: '관리자 로그인' });
      await userEvent.click(within(form).getByRole('button', { name: '로그인' }));
      expect(pending.calls).toEqual([{ email: 'admin@example.kr', password: 'correct-password', code: '123456' }]);
      // Rendered again (signing in): the fields still show it.
      expect(within(form).getByLabelText('이메일')).toHaveValue('admin@example.kr');
      expect(within(form).getByLabelText('비밀번호')).toHaveValue('correct-password');
    } finally {
      unmount();
    }
  });

  it('sends what was typed, the email trimmed, and keeps the button focusable and marked busy while signing in', async () => {
    const pending = deferredSignIn();
    const { user, form, password } = renderForm(pending.signIn);
    await submitPassword(user, form, ' admin@example.kr ', 'correct-password');

    const busy = within(form).getByRole('button', { name: '로그인 중...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toBeEnabled();
    expect(busy).toHaveFocus();
    // A second press while the first is under way sends nothing more.
    await user.click(busy);
    await user.keyboard('{Enter}');
    expect(pending.calls).toEqual([{ email: 'admin@example.kr', password: 'correct-password', code: '' }]);

    pending.resolve();
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: '로그인' })).toHaveAttribute('aria-disabled', 'false'),
    );
    expect(password).toHaveValue('');
  });

  it('announces a failure after the prefix, ties it to the fields and keeps what was typed', async () => {
    const pending = deferredSignIn();
    const { user, form, email, password } = renderForm(pending.signIn);
    await submitPassword(user, form, 'admin@example.kr', 'wrong-password');
    pending.reject(new WrongPassword());

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('로그인 실패: 이메일 또는 비밀번호가 올바르지 않습니다.');
    expect(email).toHaveAccessibleDescription('로그인 실패: 이메일 또는 비밀번호가 올바르지 않습니다.');
    expect(password).toHaveAccessibleDescription('로그인 실패: 이메일 또는 비밀번호가 올바르지 않습니다.');
    expect(email).toHaveValue('admin@example.kr');
    expect(password).toHaveValue('wrong-password');

    // Trying again clears the old message until the new answer.
    await user.click(within(form).getByRole('button', { name: '로그인' }));
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    pending.reject(new Error('network'));
    expect(await within(form).findByRole('alert')).toHaveTextContent('로그인 실패: 알 수 없는 오류가 발생했습니다.');
  });

  it('keeps the button text while signing in when no other is given', async () => {
    const pending = deferredSignIn();
    const user = userEvent.setup();
    render(
      <SignInForm
        text={{ ...TEXT, submit: '관리자 로그인', submitting: undefined }}
        signIn={pending.signIn}
        describeError={describeError}
      />,
    );
    await user.type(screen.getByLabelText('이메일'), 'admin@example.kr');
    await user.type(screen.getByLabelText('비밀번호'), 'correct-password');
    await user.click(screen.getByRole('button', { name: '관리자 로그인' }));
    expect(screen.getByRole('button', { name: '관리자 로그인' })).toHaveAttribute('aria-busy', 'true');
    pending.resolve();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '관리자 로그인' })).toHaveAttribute('aria-busy', 'false'),
    );
  });

  it('with the second factor: asks for the code, shows the enrolment key and QR, then the recovery codes once', async () => {
    const user = userEvent.setup();
    const finish = jest.fn();
    const signIn = jest
      .fn()
      .mockResolvedValueOnce({ enrolment: { otpauthUri: 'otpauth://totp/x?secret=ABCDEF', secret: 'ABCDEF' } })
      .mockResolvedValueOnce({ recoveryCodes: ['aaaa-bbbb-cccc-dddd', 'eeee-ffff-gggg-hhhh'], finish });
    render(
      <SignInForm
        text={{ ...TEXT, secondFactor: SECOND_FACTOR_TEXT }}
        signIn={signIn}
        describeError={describeError}
        renderQr={(uri, label) => <img alt={label} src={`data:,${uri}`} />}
      />,
    );
    const form = screen.getByRole('form', { name: '관리자 로그인' });
    expect(within(form).getByLabelText('인증 코드')).toHaveAttribute('autocomplete', 'one-time-code');
    expect(await axe(form)).toHaveNoViolations();
    await submitPassword(user, form, 'admin@example.kr', 'correct-password');

    const enrol = await within(form).findByRole('region', { name: '2단계 인증 등록' });
    expect(within(enrol).getByRole('img', { name: '2단계 인증 등록 QR 코드' })).toBeInTheDocument();
    expect(within(enrol).getByText('ABCDEF')).toBeInTheDocument();
    // The password stays for the second step.
    expect(within(form).getByLabelText('비밀번호')).toHaveValue('correct-password');
    await user.type(within(form).getByLabelText('인증 코드'), ' 123456 ');
    await user.click(within(form).getByRole('button', { name: '로그인' }));
    expect(signIn).toHaveBeenLastCalledWith({
      email: 'admin@example.kr',
      password: 'correct-password',
      code: '123456',
    });

    const codes = await screen.findByRole('list', { name: '복구 코드' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['aaaa-bbbb-cccc-dddd', 'eeee-ffff-gggg-hhhh']);
    expect(finish).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '복구 코드를 보관했습니다' }));
    expect(finish).toHaveBeenCalledTimes(1);
  });
});
