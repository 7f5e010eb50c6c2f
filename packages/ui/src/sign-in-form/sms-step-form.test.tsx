import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { SMS_SECOND_FACTOR_ERRORS, SMS_SECOND_FACTOR_TEXT as SMS } from '@gagyeong/contracts/second-factor-sms';
import { SIGN_IN_TEXT, submitPassword } from '../test/sign-in-form';
import { SignInForm } from './sign-in-form';
import type { SmsStep } from './sms-step';

/** What the Firebase flow throws (sign-in-with-second-factor.ts): its name marks a Korean message. */
function secondFactorError(message: string): Error {
  return Object.assign(new Error(message), { name: 'SecondFactorError' });
}

describe('SignInForm: the SMS steps of firebase mode', () => {
  it('asks for the phone, then the code; keeps what was typed on a refusal and says why in Korean', async () => {
    const user = userEvent.setup();
    const confirm = jest.fn(async (code: string) => {
      if (code !== '123456') throw secondFactorError(SMS_SECOND_FACTOR_ERRORS['auth/invalid-verification-code']);
      return undefined;
    });
    const codeStep: SmsStep = { kind: 'code', sentTo: '***-****-5678', submit: confirm };
    const sendCode = jest.fn(async (phone: string) => {
      if (phone !== '010-1234-5678') throw secondFactorError(SMS_SECOND_FACTOR_ERRORS.invalidPhone);
      return codeStep;
    });
    const enrolStep: SmsStep = { kind: 'phone', sentTo: '', submit: sendCode };
    const signIn = jest.fn(async () => ({ sms: enrolStep }));
    render(<SignInForm text={SIGN_IN_TEXT} signIn={signIn} describeError={() => '알 수 없음'} />);

    const form = screen.getByRole('form', { name: '관리자 로그인' });
    await submitPassword(user, form, 'admin@example.kr', 'a long password');

    const enrol = await screen.findByRole('form', { name: SMS.enrolTitle });
    expect(await axe(enrol)).toHaveNoViolations();
    const phone = within(enrol).getByLabelText(SMS.phone);
    expect(phone).toHaveAttribute('type', 'tel');
    await user.type(phone, '02-123-4567');
    await user.click(within(enrol).getByRole('button', { name: SMS.sendCode }));
    expect(await within(enrol).findByRole('alert')).toHaveTextContent(
      `${SMS.failedPrefix}${SMS_SECOND_FACTOR_ERRORS.invalidPhone}`,
    );
    expect(phone).toHaveValue('02-123-4567');
    expect(phone).toHaveAccessibleDescription(expect.stringContaining(SMS_SECOND_FACTOR_ERRORS.invalidPhone));

    await user.clear(phone);
    await user.type(phone, '010-1234-5678');
    await user.click(within(enrol).getByRole('button', { name: SMS.sendCode }));
    const codeForm = await screen.findByRole('form', { name: SMS.codeTitle });
    expect(codeForm).toHaveTextContent(SMS.codeIntro('***-****-5678'));
    const code = within(codeForm).getByLabelText(SMS.code);
    expect(code).toHaveValue('');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '000000');
    await user.click(within(codeForm).getByRole('button', { name: SMS.confirm }));
    expect(await within(codeForm).findByRole('alert')).toHaveTextContent(
      SMS_SECOND_FACTOR_ERRORS['auth/invalid-verification-code'],
    );
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(codeForm).getByRole('button', { name: SMS.confirm }));
    expect(confirm).toHaveBeenLastCalledWith('123456');
    expect(within(codeForm).queryByRole('alert')).toBeNull();
  });

  it('goes back to the email and password with 처음부터 다시 로그인, and never shows an SDK message', async () => {
    const user = userEvent.setup();
    const step: SmsStep = {
      kind: 'code',
      sentTo: '***-****-1111',
      submit: async () => {
        throw new Error('Firebase: Error (auth/internal-error).');
      },
    };
    render(<SignInForm text={SIGN_IN_TEXT} signIn={async () => ({ sms: step })} describeError={() => '알 수 없음'} />);
    const form = screen.getByRole('form', { name: '관리자 로그인' });
    await submitPassword(user, form, 'admin@example.kr', 'a long password');
    const codeForm = await screen.findByRole('form', { name: SMS.codeTitle });
    await user.type(within(codeForm).getByLabelText(SMS.code), '123456');
    await user.click(within(codeForm).getByRole('button', { name: SMS.confirm }));
    expect(await within(codeForm).findByRole('alert')).toHaveTextContent(SMS_SECOND_FACTOR_ERRORS.unexpected);
    expect(codeForm).not.toHaveTextContent('auth/internal-error');
    await user.click(within(codeForm).getByRole('button', { name: SMS.restart }));
    expect(screen.getByRole('form', { name: '관리자 로그인' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: SMS.codeTitle })).toBeNull();
  });
});
