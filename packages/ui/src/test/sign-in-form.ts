import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { SignInFormText } from '../sign-in-form/sign-in-form';

/** The words the sign-in form tests render it with. */
export const SIGN_IN_TEXT: SignInFormText = {
  heading: '관리자 로그인',
  intro: '관리자만 볼 수 있습니다.',
  email: '이메일',
  password: '비밀번호',
  submit: '로그인',
  failedPrefix: '로그인 실패: ',
};

/** Types an email and a password into the sign-in form and presses its button. */
export async function submitPassword(user: UserEvent, form: HTMLElement, email: string, password: string) {
  await user.type(within(form).getByLabelText(SIGN_IN_TEXT.email), email);
  await user.type(within(form).getByLabelText(SIGN_IN_TEXT.password), password);
  await user.click(within(form).getByRole('button', { name: SIGN_IN_TEXT.submit }));
}
