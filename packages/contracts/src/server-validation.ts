import * as v from 'valibot';
import { AUTH_LIMITS } from './auth';
import { NOT_AN_OBJECT_MESSAGE } from './request-body';

/**
 * Request schemas only the embedded server validates with (no browser form checks these bodies
 * before sending). A separate entry point so they never land in a browser bundle: the bundler
 * keeps a module's unused valibot schemas (docs/decisions/0075-api-client.md), and ESLint refuses
 * this import in the shell and the remotes.
 */

/** `POST /api/auth/login`. */
export const LoginSchema = v.object(
  {
    // optional + nonEmpty: a missing field gets its own message, not the object's.
    email: v.pipe(
      v.optional(v.string('이메일을 입력해 주세요.'), ''),
      v.trim(),
      v.nonEmpty('이메일을 입력해 주세요.'),
      v.maxLength(AUTH_LIMITS.email, '이메일이 너무 깁니다.'),
      v.email('이메일 형식이 올바르지 않습니다.'),
      // Addresses compare case-insensitively, so one account cannot exist twice.
      v.toLowerCase(),
    ),
    password: v.pipe(
      v.optional(v.string('비밀번호를 입력해 주세요.'), ''),
      v.nonEmpty('비밀번호를 입력해 주세요.'),
      v.maxLength(AUTH_LIMITS.password, '비밀번호가 너무 깁니다.'),
    ),
    // The second factor: an authenticator app's 6 digits or a recovery code; '' when not typed.
    code: v.pipe(
      v.optional(v.string('인증 코드를 확인해 주세요.'), ''),
      v.trim(),
      v.maxLength(AUTH_LIMITS.code, '인증 코드가 너무 깁니다.'),
    ),
  },
  NOT_AN_OBJECT_MESSAGE,
);

/** After validation: email trimmed and lower-cased. */
export type LoginData = v.InferOutput<typeof LoginSchema>;
