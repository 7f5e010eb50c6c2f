/**
 * The SMS second factor of firebase mode (Firebase Auth multi-factor, docs/firebase.md): the
 * words of the sign-in form's steps, the phone number rule and the Korean message of every
 * failure, for mf-press and mf-leads alike. Loaded only when an administrator signs in.
 */

/** The sign-in form's words for the SMS steps. */
export const SMS_SECOND_FACTOR_TEXT = {
  enrolTitle: '2단계 인증 등록 (문자 메시지)',
  enrolIntro:
    '관리자 계정은 비밀번호와 함께 휴대전화 문자로 받은 인증 코드로 로그인합니다. 코드를 받을 휴대전화 번호를 입력해 주세요.',
  phone: '휴대전화 번호',
  phoneHint: '예: 010-1234-5678',
  sendCode: '인증 코드 받기',
  codeTitle: '문자 인증 코드 입력',
  codeIntro: (sentTo: string) => `${sentTo}(으)로 보낸 6자리 인증 코드를 입력해 주세요.`,
  code: '인증 코드',
  codeHint: '문자로 받은 6자리 숫자',
  confirm: '확인',
  working: '처리 중…',
  restart: '처음부터 다시 로그인',
  failedPrefix: '2단계 인증 실패: ',
} as const;

/** Korean failure messages, by Firebase Auth error code (and the form's own checks). */
export const SMS_SECOND_FACTOR_ERRORS = {
  invalidPhone: '휴대전화 번호 형식이 맞지 않습니다. 예: 010-1234-5678',
  missingCode: '문자로 받은 6자리 인증 코드를 입력해 주세요.',
  'auth/invalid-verification-code': '인증 코드가 맞지 않습니다. 문자로 받은 6자리 코드를 다시 확인해 주세요.',
  'auth/missing-verification-code': '문자로 받은 6자리 인증 코드를 입력해 주세요.',
  'auth/code-expired': '인증 코드의 유효 시간이 지났습니다. 처음부터 다시 로그인해 주세요.',
  'auth/invalid-verification-id': '인증 요청이 만료되었습니다. 처음부터 다시 로그인해 주세요.',
  'auth/invalid-phone-number': '휴대전화 번호 형식이 맞지 않습니다. 예: 010-1234-5678',
  'auth/missing-phone-number': '휴대전화 번호를 입력해 주세요.',
  'auth/unverified-email':
    '이메일 인증을 마치지 않은 계정은 2단계 인증을 등록할 수 없습니다. 운영자에게 이메일 인증을 요청해 주세요.',
  'auth/second-factor-already-in-use': '이미 등록된 휴대전화 번호입니다.',
  'auth/maximum-second-factor-count-exceeded': '더 이상 2단계 인증 수단을 등록할 수 없습니다.',
  'auth/requires-recent-login': '로그인한 지 오래되었습니다. 처음부터 다시 로그인해 주세요.',
  'auth/captcha-check-failed': '자동 입력 방지 확인에 실패했습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.',
  'auth/quota-exceeded': '문자 발송 한도를 넘었습니다. 잠시 후 다시 시도해 주세요.',
  'auth/too-many-requests': '시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  'auth/network-request-failed': '네트워크 오류가 발생했습니다. 연결을 확인한 뒤 다시 시도해 주세요.',
  unsupportedFactor: '이 계정의 2단계 인증 방식은 이 화면에서 지원하지 않습니다. 운영자에게 문의해 주세요.',
  unexpected: '2단계 인증 중 알 수 없는 오류가 발생했습니다. 처음부터 다시 로그인해 주세요.',
} as const;

/**
 * A Korean mobile number (010-1234-5678, 01012345678, +82 10 1234 5678) in E.164 (+821012345678),
 * as Firebase Auth takes it; null for anything else.
 */
export function koreanMobileE164(input: string): string | null {
  const digits = input.replace(/[\s\-()]/gu, '');
  const national = digits.startsWith('+82') ? `0${digits.slice(3).replace(/^0/u, '')}` : digits;
  return /^01[016789]\d{7,8}$/u.test(national) ? `+82${national.slice(1)}` : null;
}
