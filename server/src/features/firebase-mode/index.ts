import type { FastifyPluginAsync } from 'fastify';
import type { FirebaseConfig } from '@gagyeong/contracts';
import { ERROR_CODES, HttpError } from '../../http/errors';
import { firestoreRestBase } from '../firestore-leads/firestore-lead-store';

/** What the embedded server's own API did in local mode, and what answers instead in firebase mode. */
const SERVED_BY_FIREBASE = [
  { prefix: '/api/auth', what: '로그인' },
  { prefix: '/api/press', what: '보도자료' },
  { prefix: '/api/leads', what: '관심고객 관리' },
  { prefix: '/api/admin', what: '관리자' },
] as const;

export const FIREBASE_MODE_CODE = ERROR_CODES.servedByFirebase;

export function servedByFirebase(what: string): HttpError {
  return new HttpError(
    410,
    FIREBASE_MODE_CODE,
    `이 사이트는 Firebase를 사용하므로 서버의 ${what} API는 제공되지 않습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.`,
  );
}

/**
 * Firebase mode (docs/firebase.md, docs/decisions/0042): the host keeps no data, so the API of
 * local mode answers 410 Gone with a Korean message, before any body is read. The lead forms'
 * endpoint stays (`POST /api/leads/:form`, more specific than these wildcards): without
 * JavaScript it writes to Firestore (leads plugin with the Firestore store).
 */
export const firebaseModeRoutes: FastifyPluginAsync = async (app) => {
  for (const { prefix, what } of SERVED_BY_FIREBASE) {
    const gone = async () => {
      throw servedByFirebase(what);
    };
    app.all(prefix, gone);
    app.all(`${prefix}/*`, gone);
  }
  app.all('/api/leads.csv', async () => {
    throw servedByFirebase('관심고객 관리');
  });
};

/** Newest articles of a site from Firestore (public under firestore.rules), for sitemap.xml. */
export async function listFirestorePressForSitemap(
  firebase: FirebaseConfig,
  siteId: string,
  limit: number,
): Promise<{ id: string; date: number }[]> {
  const base = firestoreRestBase(firebase);
  const response = await fetch(`${base}:runQuery?key=${encodeURIComponent(firebase.apiKey)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: 'press' }],
        select: { fields: [{ fieldPath: 'date' }] },
        where: { fieldFilter: { field: { fieldPath: 'siteId' }, op: 'EQUAL', value: { stringValue: siteId } } },
        orderBy: [{ field: { fieldPath: 'date' }, direction: 'DESCENDING' }],
        limit,
      },
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`Firestore press query failed: ${response.status}`);
  const rows = (await response.json()) as {
    document?: { name: string; fields?: { date?: { timestampValue?: string } } };
  }[];
  return rows.flatMap(({ document }) => {
    const date = Date.parse(document?.fields?.date?.timestampValue ?? '');
    const id = document?.name.split('/').pop();
    return id && !Number.isNaN(date) ? [{ id, date }] : [];
  });
}
