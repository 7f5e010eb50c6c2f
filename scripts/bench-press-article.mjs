// Shared by the benchmark commands that need a press article: makes a throwaway administrator in
// the benchmark's data folder (the documented create-admin command) and posts one article.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { ROOT, SLUG } from './bench-support.mjs';

const EMAIL = 'bench@gagyeong.test';

/** Environment for startSite: an administrator with a random password, created before start. */
export function withBenchAdmin(dataDir) {
  const password = randomBytes(18).toString('base64url');
  execFileSync(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'server/src/cli/create-admin.ts'), '--email', EMAIL], {
    env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: password },
    stdio: 'ignore',
  });
  return password;
}

/** Signs in and posts one article; resolves to its page path. */
export async function postBenchArticle(origin, password) {
  const signIn = (code) =>
    fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: EMAIL, password, ...(code ? { code } : {}) }),
    });
  // The new account enrols its second factor on first sign-in: the key's current code completes it.
  const first = await signIn();
  const { enrolment } = first.ok ? await first.json() : {};
  const login = enrolment
    ? await signIn(new TOTP({ secret: Secret.fromBase32(enrolment.secret), digits: 6, period: 30 }).generate())
    : first;
  if (!login.ok) throw new Error(`bench sign-in failed: ${login.status}`);
  // Every cookie the sign-in set (the session and the device's), as a browser would send them.
  const cookie = login.headers
    .getSetCookie()
    .map((entry) => entry.split(';', 1)[0])
    .join('; ');
  const created = await fetch(`${origin}/api/press`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({
      siteId: SLUG,
      title: '가경 파크시티 견본주택 개관 안내',
      summary: '가경 파크시티 견본주택이 문을 엽니다. 방문 예약과 상담 일정을 안내합니다.',
      content: '가경 파크시티 견본주택이 문을 엽니다.\n방문 예약은 홈페이지와 대표번호로 받습니다.',
    }),
  });
  if (created.status !== 201) throw new Error(`bench article not created: ${created.status}`);
  const { id } = await created.json();
  return `/${encodeURIComponent(SLUG)}/press/${id}`;
}
