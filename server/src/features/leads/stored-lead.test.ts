import { SAME_LEAD_ID, SAME_LEAD_INPUT, SAME_LEAD_STORED, SAME_LEAD_USER_AGENT } from '@test/same-lead';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { CHANNEL_SQL } from './lead-row';
import { listLeads } from './list-leads';

// The embedded server's SQLite store keeps exactly what the Firestore writers keep for the same
// submission (jest/same-lead.ts; their tests are the emulator suites of mf-leads and the host).
describe('what the SQLite store keeps of a lead', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('is the stored lead every backend keeps: normalised text, bounded user agent, empty follow-up', async () => {
    const response = await fetch(`${server.baseUrl}/api/leads/customer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': SAME_LEAD_USER_AGENT },
      body: JSON.stringify(SAME_LEAD_INPUT),
    });
    expect(response.status).toBe(201);

    const [record, ...others] = listLeads(server.app.db, { equal: {} }, { limit: 10 }).items;
    expect(others).toEqual([]);
    const { createdAt, consentAt, ...stored } = record ?? { createdAt: '', consentAt: '' };
    const channel = server.app.db.prepare(`SELECT ${CHANNEL_SQL} AS channel FROM leads`).pluck().get();
    expect({ ...stored, channel }).toEqual({ id: SAME_LEAD_ID, ...SAME_LEAD_STORED });
    expect(consentAt).toBe(createdAt);
  });
});
