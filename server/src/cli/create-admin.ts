import path from 'node:path';
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { ADMIN_PASSWORD_MIN_LENGTH, AUTH_LIMITS } from '@gagyeong/contracts/auth';
import { LoginSchema } from '@gagyeong/contracts/server-validation';
import { openDatabase } from '../db/open-database';
import { hashPassword } from '../features/auth/password';
import { upsertUser } from '../features/auth/users';
import { DEFAULT_DATA_DIR } from '../paths';
import { promptHidden } from './prompt-password';

const USAGE = `사용법: npm run create-admin -- --email EMAIL
  비밀번호는 ADMIN_PASSWORD 환경 변수에서 읽고, 없으면 화면에 표시하지 않고 입력받습니다.
  (최소 ${ADMIN_PASSWORD_MIN_LENGTH}자) 같은 이메일이 있으면 비밀번호를 바꾸고 관리자로 지정합니다.
  데이터 폴더: DATA_DIR (기본값 ${DEFAULT_DATA_DIR})`;

class UsageError extends Error {}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  const first = await promptHidden('관리자 비밀번호: ');
  const second = await promptHidden('비밀번호 확인: ');
  if (first !== second) throw new UsageError('두 비밀번호가 일치하지 않습니다.');
  return first;
}

/** Creates the administrator, or resets an existing account's password and makes it admin. */
async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { email: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.info(USAGE);
    return;
  }
  const emailResult = v.safeParse(LoginSchema.entries.email, values.email);
  if (!emailResult.success) throw new UsageError(`--email: ${emailResult.issues[0]?.message ?? ''}\n\n${USAGE}`);
  const email = emailResult.output;

  const password = await readPassword();
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    throw new UsageError(`비밀번호는 ${ADMIN_PASSWORD_MIN_LENGTH}자 이상이어야 합니다.`);
  }
  if (password.length > AUTH_LIMITS.password) throw new UsageError('비밀번호가 너무 깁니다.');

  const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : DEFAULT_DATA_DIR;
  const db = openDatabase(dataDir);
  try {
    const { created } = upsertUser(
      db,
      { email, passwordHash: await hashPassword(password), role: 'admin' },
      Date.now(),
    );
    console.info(
      created
        ? `관리자 계정을 만들었습니다: ${email}`
        : `관리자 계정의 비밀번호를 바꾸었습니다: ${email} (기존 로그인은 모두 해제됨)`,
    );
  } finally {
    db.close();
  }
}

function isParseArgsError(error: unknown): error is Error {
  return error instanceof Error && String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) console.error(error.message);
  else if (isParseArgsError(error)) console.error(`${error.message}\n\n${USAGE}`);
  else console.error(error);
  process.exitCode = 1;
});
