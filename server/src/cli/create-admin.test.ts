import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { totpCode } from '../features/auth/totp';
import { jsonInit, startTestServer, tempDir } from '../test-support/test-server';

const TSX_CLI = require.resolve('tsx/cli');
const SCRIPT = path.join(__dirname, 'create-admin.ts');

function createAdmin(args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, [TSX_CLI, SCRIPT, ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    input: '', // not a terminal: no prompt possible
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

// Each run starts a tsx child process (about a second) and hashes with scrypt.
jest.setTimeout(60_000);

describe('npm run create-admin', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = path.join(tempDir(), 'data');
  });
  afterAll(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  it('creates the administrator from ADMIN_PASSWORD with the enrolment URI, who can then sign in; rerunning resets the password', async () => {
    const created = createAdmin(['--email', 'Boss@Gagyeong.Example', '--name', '김대표', '--by', '설치 담당'], {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'first password 1',
    });
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    expect(created.stdout).toContain('관리자 계정을 만들었습니다: boss@gagyeong.example');
    expect(created.stdout).not.toContain('first password 1');
    const uri = /otpauth:\/\/totp\/\S+/.exec(created.stdout)?.[0] ?? '';
    const secret = new URL(uri).searchParams.get('secret') ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    const updated = createAdmin(['--email=boss@gagyeong.example'], {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'second password 2',
    });
    expect(updated.status).toBe(0);
    expect(updated.stdout).toContain('비밀번호를 바꾸었습니다: boss@gagyeong.example');

    const server = await startTestServer({ dataDir });
    try {
      const login = (password: string, code?: string) =>
        fetch(
          `${server.baseUrl}/api/auth/login`,
          jsonInit(server, 'POST', { email: 'boss@gagyeong.example', password, ...(code ? { code } : {}) }),
        );
      expect((await login('first password 1')).status).toBe(401);
      // The key printed by the command is the one the sign-in enrols (operator enrolled from the terminal).
      const response = await login('second password 2', totpCode(secret, Date.now()));
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ user: { email: 'boss@gagyeong.example', role: 'admin' } });
    } finally {
      await server.close();
    }
  });

  it('manages named accounts: list, disable, enable, reset the second factor, each change recorded with who made it', () => {
    const env = { DATA_DIR: dataDir, ADMIN_PASSWORD: 'lee password 123' };
    expect(createAdmin(['--email', 'lee@gagyeong.example', '--name', '이과장'], env).status).toBe(0);
    const disabled = createAdmin(['--email', 'lee@gagyeong.example', '--disable', '--by', '김대표'], env);
    expect(disabled.stdout).toContain('계정 사용을 중지했습니다: lee@gagyeong.example');
    const reset = createAdmin(['--email', 'lee@gagyeong.example', '--reset-2fa', '--by', '김대표'], env);
    expect(reset.stdout).toContain('2단계 인증을 초기화했습니다: lee@gagyeong.example');
    expect(reset.stdout).toMatch(/otpauth:\/\/totp\//);
    expect(createAdmin(['--email', 'lee@gagyeong.example', '--enable', '--by', '김대표'], env).status).toBe(0);
    expect(createAdmin(['--email', 'nobody@gagyeong.example', '--disable'], env)).toMatchObject({
      status: 1,
      stderr: expect.stringContaining('계정이 없습니다'),
    });

    const list = createAdmin(['--list'], env);
    expect(list.status).toBe(0);
    expect(list.stdout).toContain('- boss@gagyeong.example · 김대표 · admin · 등록');
    expect(list.stdout).toMatch(/- lee@gagyeong\.example · 이과장 · admin · 등록 대기 · 사용 중/);
    expect(list.stdout).toMatch(/lee@gagyeong\.example · enabled · 김대표/);
    expect(list.stdout).toMatch(/lee@gagyeong\.example · totp_reset · 김대표/);
    expect(list.stdout).toMatch(/lee@gagyeong\.example · disabled · 김대표/);
    expect(list.stdout).toMatch(/boss@gagyeong\.example · created · 설치 담당/);
  });

  it.each([
    [['--email', 'a@b.example'], { ADMIN_PASSWORD: 'short' }, '10자 이상'],
    [['--email', 'a@b.example'], { ADMIN_PASSWORD: ' '.repeat(10) }, '비밀번호가 비어 있거나 공백뿐입니다.'],
    [['--email', 'a@b.example'], { ADMIN_PASSWORD: 'aaaaaaaaaa' }, '한 글자만 반복한 비밀번호는 쓸 수 없습니다.'],
    [
      ['--email', 'abcdefghij@b.example'],
      { ADMIN_PASSWORD: 'abcdefghij@b.example' },
      '이메일과 같은 비밀번호는 쓸 수 없습니다.',
    ],
    [['--email', 'a@b.example'], { ADMIN_PASSWORD: '1q2w3e4r5t' }, '널리 알려진 비밀번호라 쓸 수 없습니다.'],
    [['--email', 'a@b.example', '--disable', '--enable'], {}, '하나만 쓸 수 있습니다'],
    [[], { ADMIN_PASSWORD: 'long enough password' }, '--email'],
    [['--email', 'not-an-email'], { ADMIN_PASSWORD: 'long enough password' }, '이메일 형식이 올바르지 않습니다.'],
    [['--email', 'a@b.example'], {}, 'ADMIN_PASSWORD'],
    [['--mail', 'a@b.example'], { ADMIN_PASSWORD: 'long enough password' }, '사용법'],
  ])('fails clearly for %j %j', (args, env, message) => {
    const result = createAdmin(args, { DATA_DIR: dataDir, ...env });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(message);
  });
});
