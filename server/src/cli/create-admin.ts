import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { ADMIN_PASSWORD_MIN_LENGTH } from '@gagyeong/contracts/auth';
import { LoginSchema } from '@gagyeong/contracts/server-validation';
import type { Database } from 'better-sqlite3';
import { openDatabase } from '../db/open-database';
import { listAccountChanges } from '../features/auth/account-changes';
import { hashPassword } from '../features/auth/password';
import { passwordProblem } from '../features/auth/password-rule';
import { otpauthUri } from '../features/auth/totp';
import { listUsers, resetSecondFactor, setAccountDisabled, upsertUser } from '../features/auth/users';
import { DEFAULT_DATA_DIR } from '../paths';
import { promptHidden } from './prompt-password';

const USAGE = `사용법: npm run create-admin -- --email EMAIL [--name 이름]   관리자 계정 만들기 / 비밀번호 바꾸기
       npm run create-admin -- --email EMAIL --reset-2fa             2단계 인증(OTP) 다시 등록
       npm run create-admin -- --email EMAIL --disable | --enable    계정 사용 중지 / 다시 사용
       npm run create-admin -- --list                                계정과 최근 변경 기록
  비밀번호는 ADMIN_PASSWORD 환경 변수에서 읽고, 없으면 화면에 표시하지 않고 입력받습니다.
  (최소 ${ADMIN_PASSWORD_MIN_LENGTH}자, 공백·한 글자 반복·이메일·널리 알려진 비밀번호 불가)
  같은 이메일이 있으면 비밀번호를 바꾸고 관리자로 지정합니다(기존 로그인은 모두 해제).
  --by 이름: 변경한 사람(기본값: 이 컴퓨터의 사용자 이름). 모든 변경은 3년간 기록됩니다.
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

function printEnrolment(email: string, secret: string): void {
  console.info(
    [
      '',
      '2단계 인증: 인증 앱(Google Authenticator, Microsoft Authenticator 등)에 아래 주소를 등록하거나,',
      '첫 로그인 때 화면의 QR 코드를 스캔하세요. 첫 인증 코드를 입력하면 등록이 끝납니다.',
      otpauthUri(email, secret),
      `설정 키: ${secret}`,
    ].join('\n'),
  );
}

function formatTime(ms: number | null): string {
  return ms === null ? '-' : new Date(ms + 9 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}

function printList(db: Database): void {
  const users = listUsers(db);
  console.info('계정 (이메일 · 이름 · 권한 · 2단계 인증 · 상태)');
  for (const user of users) {
    const factor = user.totp_confirmed_at === null ? '등록 대기' : `등록 ${formatTime(user.totp_confirmed_at)}`;
    const state = user.disabled_at === null ? '사용 중' : `사용 중지 ${formatTime(user.disabled_at)}`;
    console.info(`- ${user.email} · ${user.name || '-'} · ${user.role} · ${factor} · ${state}`);
  }
  console.info('\n최근 변경 (한국 시각 · 계정 · 변경 · 변경한 사람)');
  for (const change of listAccountChanges(db, 20)) {
    console.info(`- ${formatTime(change.at)} · ${change.account} · ${change.change} · ${change.actor}`);
  }
}

/**
 * Manages the administrators' accounts, one per person: create (or reset the password), reset
 * the second factor, disable, enable, list. Every change is recorded with who made it.
 */
async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      by: { type: 'string' },
      'reset-2fa': { type: 'boolean' },
      disable: { type: 'boolean' },
      enable: { type: 'boolean' },
      list: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.info(USAGE);
    return;
  }
  const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : DEFAULT_DATA_DIR;
  const actor = values.by?.trim() || `cli:${os.userInfo().username}`;
  const modes = [values['reset-2fa'], values.disable, values.enable, values.list].filter(Boolean).length;
  if (modes > 1) throw new UsageError(`--reset-2fa, --disable, --enable, --list 중 하나만 쓸 수 있습니다.\n\n${USAGE}`);

  if (values.list) {
    const db = openDatabase(dataDir);
    try {
      printList(db);
    } finally {
      db.close();
    }
    return;
  }

  const emailResult = v.safeParse(LoginSchema.entries.email, values.email);
  if (!emailResult.success) throw new UsageError(`--email: ${emailResult.issues[0]?.message ?? ''}\n\n${USAGE}`);
  const email = emailResult.output;
  const now = Date.now();

  if (values['reset-2fa'] || values.disable || values.enable) {
    const db = openDatabase(dataDir);
    try {
      if (values['reset-2fa']) {
        const secret = resetSecondFactor(db, email, now, actor);
        if (secret === undefined) throw new UsageError(`계정이 없습니다: ${email}`);
        console.info(`2단계 인증을 초기화했습니다: ${email} (기존 로그인과 복구 코드는 모두 해제됨)`);
        printEnrolment(email, secret);
      } else {
        if (!setAccountDisabled(db, email, values.disable === true, now, actor)) {
          throw new UsageError(`계정이 없습니다: ${email}`);
        }
        console.info(
          values.disable
            ? `계정 사용을 중지했습니다: ${email} (기존 로그인은 모두 해제됨)`
            : `계정을 다시 사용합니다: ${email}`,
        );
      }
    } finally {
      db.close();
    }
    return;
  }

  const password = await readPassword();
  const problem = passwordProblem(password, email);
  if (problem) throw new UsageError(problem);

  const db = openDatabase(dataDir);
  try {
    const name = values.name?.trim();
    const { created, pendingSecret } = upsertUser(
      db,
      { email, passwordHash: await hashPassword(password), role: 'admin', ...(name ? { name } : {}) },
      now,
      actor,
    );
    console.info(
      created
        ? `관리자 계정을 만들었습니다: ${email}`
        : `관리자 계정의 비밀번호를 바꾸었습니다: ${email} (기존 로그인은 모두 해제됨)`,
    );
    if (pendingSecret !== undefined) printEnrolment(email, pendingSecret);
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
