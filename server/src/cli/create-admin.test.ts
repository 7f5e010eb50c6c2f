import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
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

  it('creates the administrator from ADMIN_PASSWORD, who can then sign in; rerunning resets the password', async () => {
    const created = createAdmin(['--email', 'Boss@Gagyeong.Example'], {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'first password 1',
    });
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    expect(created.stdout).toContain('관리자 계정을 만들었습니다: boss@gagyeong.example');
    expect(created.stdout).not.toContain('first password 1');

    const updated = createAdmin(['--email=boss@gagyeong.example'], {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'second password 2',
    });
    expect(updated.status).toBe(0);
    expect(updated.stdout).toContain('비밀번호를 바꾸었습니다: boss@gagyeong.example');

    const server = await startTestServer({ dataDir });
    try {
      const login = (password: string) =>
        fetch(
          `${server.baseUrl}/api/auth/login`,
          jsonInit(server, 'POST', { email: 'boss@gagyeong.example', password }),
        );
      expect((await login('first password 1')).status).toBe(401);
      const response = await login('second password 2');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ user: { email: 'boss@gagyeong.example', role: 'admin' } });
    } finally {
      await server.close();
    }
  });

  it.each([
    [['--email', 'a@b.example'], { ADMIN_PASSWORD: 'short' }, '10자 이상'],
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
