import * as v from 'valibot';
import { AUTH_LIMITS } from './auth';
import { LEAD_MEMO_MAX, LEAD_UPDATE_MESSAGES, isLeadStatus, type LeadStatus } from './leads';
import { PRESS_TEXT_FIELDS } from './press';

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
  '요청 본문은 JSON 객체여야 합니다.',
);

/** After validation: email trimmed and lower-cased. */
export type LoginData = v.InferOutput<typeof LoginSchema>;

/**
 * `PUT /api/press/:id` (administrators): the editable fields, validated exactly as on create.
 * The site, date and views never change.
 */
export const UpdatePressSchema = v.object(PRESS_TEXT_FIELDS, '요청 본문은 JSON 객체여야 합니다.');

export type UpdatePressData = v.InferOutput<typeof UpdatePressSchema>;

/** `PATCH /api/leads/:id`: a new status, a new memo, or both (the memo is trimmed; '' clears it). */
export const UpdateLeadSchema = v.pipe(
  v.object(
    {
      status: v.optional(
        v.pipe(
          v.unknown(),
          v.check((value) => isLeadStatus(value), LEAD_UPDATE_MESSAGES.status),
          v.transform((value) => value as LeadStatus),
        ),
      ),
      memo: v.optional(
        v.pipe(
          v.string(LEAD_UPDATE_MESSAGES.memoType),
          v.trim(),
          v.maxLength(LEAD_MEMO_MAX, LEAD_UPDATE_MESSAGES.memoTooLong),
        ),
      ),
    },
    LEAD_UPDATE_MESSAGES.notObject,
  ),
  v.check((update) => update.status !== undefined || update.memo !== undefined, LEAD_UPDATE_MESSAGES.empty),
);
