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
    expect(await response.json()).toEqual({
      ok: true,
      db: 'ok',
      // What this host serves, for the fleet's status (docs/decisions/0061-one-live-map-for-the-fleet.md).
      remotes: {
        mf_marketing: { url: '/remotes/mf-marketing/mf-manifest.json', version: null },
        mf_press: { url: '/remotes/mf-press/mf-manifest.json', version: null },
        mf_leads: { url: '/remotes/mf-leads/mf-manifest.json', version: null },
      },
      liveMap: { store: 'file', state: 'following' },
    });
  });

  it('reports the database as down with 503', async () => {
    const broken = await startTestServer();
    broken.app.db.close();
    try {
      const response = await fetch(`${broken.baseUrl}/api/health`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual(expect.objectContaining({ ok: false, db: 'error' }));
    } finally {
      // The onClose hook closes the database again, which better-sqlite3 allows.
      await broken.close();
    }
  });
});
