import { ADMIN_PASSWORD_MIN_LENGTH, AUTH_LIMITS } from '@gagyeong/contracts/auth';
import { COMMON_PASSWORDS } from './common-passwords';

/**
 * Why `password` may not protect the account `email`, in Korean, or undefined when it may:
 * blank or whitespace only, shorter than ADMIN_PASSWORD_MIN_LENGTH, one character repeated, the
 * email (or its part before @), or a well-known password (common-passwords.ts), compared
 * without case and surrounding spaces.
 */
export function passwordProblem(password: string, email: string): string | undefined {
  const trimmed = password.normalize('NFC').trim();
  const lower = trimmed.toLowerCase();
  const [local = ''] = email.toLowerCase().split('@');
  if (trimmed === '') return '비밀번호가 비어 있거나 공백뿐입니다.';
  if ([...password].length < ADMIN_PASSWORD_MIN_LENGTH) {
    return `비밀번호는 ${ADMIN_PASSWORD_MIN_LENGTH}자 이상이어야 합니다.`;
  }
  if (password.length > AUTH_LIMITS.password) return '비밀번호가 너무 깁니다.';
  if (new Set(lower).size === 1) return '한 글자만 반복한 비밀번호는 쓸 수 없습니다.';
  if (lower === email.toLowerCase() || (local.length > 0 && lower === local)) {
    return '이메일과 같은 비밀번호는 쓸 수 없습니다.';
  }
  if (COMMON_PASSWORDS.has(lower))
    return '널리 알려진 비밀번호라 쓸 수 없습니다. 추측하기 어려운 비밀번호를 정해 주세요.';
  return undefined;
}
