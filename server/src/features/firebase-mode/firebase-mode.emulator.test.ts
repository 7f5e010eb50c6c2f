import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { LEAD_CONSENT, LEAD_MESSAGES } from '@gagyeong/contracts/leads';
import {
  clearFirestore,
  emulatorWebConfig,
  firestoreEmulator,
  loadFirestoreRules,
  seedDocument,
  storedDocuments,
  text,
  time,
} from '@test/firebase-emulators';
import { SAME_LEAD_ID, SAME_LEAD_INPUT, SAME_LEAD_STORED, SAME_LEAD_USER_AGENT } from '@test/same-lead';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { FIREBASE_MODE_CODE } from '.';

// Seeding and Java's warm-up on a busy machine take a while.
jest.setTimeout(30_000);

// The host in firebase mode against the Firestore emulator under the repository's rules: it keeps
// no data (no file opened, the local API answers 410) and writes classic-form leads to Firestore
// as a visitor's browser would.
const PROJECT = 'demo-host-firebase-mode';

interface RestDocument {
  name: string;
  fields: Record<
    string,
    {
      stringValue?: string;
      timestampValue?: string;
      booleanValue?: boolean;
      nullValue?: null;
      mapValue?: { fields: Record<string, { stringValue?: string }> };
    }
  >;
}

async function storedLeads(): Promise<RestDocument[]> {
  const { host, port } = firestoreEmulator();
  const response = await fetch(`http://${host}:${port}/v1/projects/${PROJECT}/databases/(default)/documents/leads`, {
    headers: { Authorization: 'Bearer owner' },
  });
  return ((await response.json()) as { documents?: RestDocument[] }).documents ?? [];
}

describe('the host in firebase mode', () => {
  let server: TestServer;

  beforeAll(async () => {
    await loadFirestoreRules(PROJECT);
    server = await startTestServer({
      config: {
        backend: {
          mode: 'firebase',
          firebase: emulatorWebConfig(PROJECT, { auth: { host: '127.0.0.1', port: 1 } }),
        },
      },
      ssr: false,
    });
  });
  afterAll(() => server.close());
  beforeEach(() => clearFirestore(PROJECT));

  const post = (form: string, body: string, type: string, accept: string) =>
    fetch(`${server.baseUrl}/api/leads/${form}`, {
      method: 'POST',
      headers: { 'content-type': type, accept, origin: server.baseUrl, 'user-agent': 'jest-browser/1.0' },
      body,
    });
  const postJson = (form: string, lead: Record<string, unknown>) =>
    post(form, JSON.stringify(lead), 'application/json', 'application/json');

  it('opens no database file and says it is up', async () => {
    expect(fs.existsSync(server.dataDir)).toBe(false);
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual(
      expect.objectContaining({ ok: true, db: 'firebase', liveMap: { store: 'firestore', state: 'following' } }),
    );
  });

  it.each([
    ['GET', '/api/auth/me'],
    ['POST', '/api/auth/login'],
    ['GET', '/api/press?site=x'],
    ['POST', '/api/press'],
    ['GET', '/api/press/abc'],
    ['GET', '/api/leads'],
    ['GET', '/api/leads.csv'],
    ['GET', '/api/leads/stats'],
    ['PATCH', '/api/leads/0f8fad5b-d9cb-469f-a165-70867728950e'],
    ['DELETE', '/api/leads/0f8fad5b-d9cb-469f-a165-70867728950e'],
    ['GET', '/api/admin/remotes'],
  ])('answers %s %s with 410 and a Korean message', async (method, path) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { origin: server.baseUrl, 'content-type': 'application/json' },
      body: method === 'GET' ? undefined : '{}',
    });
    expect(response.status).toBe(410);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe(FIREBASE_MODE_CODE);
    expect(body.error.message).toMatch(/^이 사이트는 Firebase를 사용하므로 서버의 .+ API는 제공되지 않습니다/);
    expect(fs.existsSync(server.dataDir)).toBe(false);
  });

  it('stores a classic form post in Firestore, with the server times and the consent version, and answers a Korean page', async () => {
    const before = Date.now();
    const response = await post(
      'visit',
      // The server-rendered form's hidden fields carry the visit's campaign.
      new URLSearchParams({
        name: ' 이순신 ',
        phone: '010-9876-5432',
        message: '주말 방문',
        consent: 'on',
        landingPath: '/',
        utmSource: 'naver',
        utmCampaign: 'spring',
        naverKeyword: '청주 아파트',
      }).toString(),
      'application/x-www-form-urlencoded',
      'text/html',
    );
    expect(response.status).toBe(201);
    expect(await response.text()).toContain('등록이 완료되었습니다.');
    const [stored, ...others] = await storedLeads();
    expect(others).toEqual([]);
    expect(stored?.name).toMatch(/\/leads\/[0-9a-f-]{36}$/);
    expect(stored?.fields).toMatchObject({
      form: { stringValue: 'visit' },
      name: { stringValue: '이순신' },
      phone: { stringValue: '010-9876-5432' },
      message: { stringValue: '주말 방문' },
      consent: { booleanValue: true },
      consentVersion: { stringValue: LEAD_CONSENT.version },
      userAgent: { stringValue: 'jest-browser/1.0' },
      status: { stringValue: 'new' },
      memo: { stringValue: '' },
      closedAt: { nullValue: null },
      channel: { stringValue: 'naver' },
    });
    expect(stored?.fields.attribution?.mapValue?.fields).toMatchObject({
      landingPath: { stringValue: '/' },
      utmSource: { stringValue: 'naver' },
      utmCampaign: { stringValue: 'spring' },
      naverKeyword: { stringValue: '청주 아파트' },
      referrerHost: { stringValue: '' },
    });
    expect(Math.abs(Date.parse(stored?.fields.createdAt?.timestampValue ?? '') - before)).toBeLessThan(60_000);
    expect(fs.existsSync(server.dataDir)).toBe(false);
  });

  it('stores what every backend stores for the same submission (the SQLite store and the browser writer too)', async () => {
    const response = await fetch(`${server.baseUrl}/api/leads/customer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.baseUrl, 'user-agent': SAME_LEAD_USER_AGENT },
      body: JSON.stringify(SAME_LEAD_INPUT),
    });
    expect(response.status).toBe(201);
    const [stored, ...others] = await storedDocuments(PROJECT, 'leads');
    expect(others).toEqual([]);
    const { createdAt, consentAt, ...fields } = stored?.data ?? {};
    expect({ id: stored?.id, ...fields }).toEqual({ id: SAME_LEAD_ID, ...SAME_LEAD_STORED });
    expect(consentAt).toBe(createdAt);
  });

  it('stores a retry once (201, then 200) and refuses other content under the id (409)', async () => {
    const lead = { id: randomUUID(), name: '홍길동', phone: '010-1234-5678', consent: true };
    const first = await postJson('popup', lead);
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ ok: true, id: lead.id });
    const again = await postJson('popup', lead);
    expect(again.status).toBe(200);
    const changed = await postJson('popup', { ...lead, name: '김철수' });
    expect(changed.status).toBe(409);
    expect(await storedLeads()).toHaveLength(1);
  });

  it('validates as in local mode and drops a filled honeypot without storing it', async () => {
    const invalid = await postJson('visit', { name: '홍길동', phone: '02-123-4567', consent: true });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { error: { message: string } }).error.message).toBe(LEAD_MESSAGES.phoneFormat);
    const noConsent = await postJson('popup', { name: '홍길동', phone: '010-1234-5678' });
    expect(noConsent.status).toBe(400);
    const bot = await postJson('popup', { name: '홍길동', phone: '010-1234-5678', consent: true, _gotcha: 'x' });
    expect(bot.status).toBe(201);
    expect(await storedLeads()).toEqual([]);
  });

  it('lists the articles of Firestore in the sitemap', async () => {
    await seedDocument(PROJECT, 'press/article-1', {
      siteId: text('가경파크시티'),
      title: text('제목'),
      date: time('2025-03-01T00:00:00.000Z'),
    });
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain('/press/article-1</loc><lastmod>2025-03-01T00:00:00.000Z</lastmod>');
  });
});

describe('the host in firebase mode when Firestore does not answer', () => {
  it('answers 503 with the Korean message and stores nothing', async () => {
    const server = await startTestServer({
      config: {
        backend: {
          mode: 'firebase',
          firebase: {
            apiKey: 'demo-api-key',
            authDomain: 'demo-down.firebaseapp.com',
            projectId: 'demo-down',
            appId: '1:1:web:1',
            // Nothing listens on port 1.
            emulators: { firestore: { host: '127.0.0.1', port: 1 }, auth: { host: '127.0.0.1', port: 1 } },
          },
        },
      },
      ssr: false,
    });
    try {
      const response = await fetch(`${server.baseUrl}/api/leads/popup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.baseUrl },
        body: JSON.stringify({ name: '홍길동', phone: '010-1234-5678', consent: true }),
      });
      expect(response.status).toBe(503);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        '오류가 발생했습니다. 나중에 다시 시도해주세요.',
      );
    } finally {
      await server.close();
    }
  });
});
