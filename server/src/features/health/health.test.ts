import { startTestServer, type TestServer } from '../../test-support/test-server';

describe('GET /api/health', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers ok with the database reachable', async () => {
    const response = await fetch(`${server.baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ ok: true, db: 'ok' });
  });

  it('reports the database as down with 503', async () => {
    const broken = await startTestServer();
    broken.app.db.close();
    try {
      const response = await fetch(`${broken.baseUrl}/api/health`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ ok: false, db: 'error' });
    } finally {
      // The onClose hook closes the database again, which better-sqlite3 allows.
      await broken.close();
    }
  });
});
