import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TELEMETRY_COLLECTION, TELEMETRY_RETENTION_DAYS } from '@gagyeong/contracts/beacon';

/**
 * For `*.emulator.test.ts` files: where the Firebase emulators are (jest/emulators-setup.js
 * started them, or `scripts/firebase-emulators.js exec` did) and the few REST calls tests need.
 * Each test file uses its own project id, so files running in parallel never see each other's
 * documents (Firestore keeps data and rules per project).
 */

/**
 * The project the launcher starts the Auth emulator with. The web SDK's sign-in names no project
 * (only an API key), so its accounts live there whatever project id the web config has.
 */
export const AUTH_PROJECT = 'demo-gagyeong';

export interface EmulatorAddress {
  readonly host: string;
  readonly port: number;
}

function address(variable: string): EmulatorAddress {
  const value = process.env[variable] ?? '';
  const match = /^([^:]+):(\d+)$/.exec(value);
  if (!match?.[1]) {
    throw new Error(`${variable} is not set: run emulator tests through jest (its global setup starts them).`);
  }
  return { host: match[1], port: Number(match[2]) };
}

export function firestoreEmulator(): EmulatorAddress {
  return address('FIRESTORE_EMULATOR_HOST');
}

export function authEmulator(): EmulatorAddress {
  return address('FIREBASE_AUTH_EMULATOR_HOST');
}

/**
 * The web config of a test's `demo-` project on the emulators (a `demo-` project never reaches
 * Google). `emulators` overrides an address, e.g. an Auth port nothing listens on for a host that
 * must never sign in.
 */
export function emulatorWebConfig(
  projectId: string,
  emulators: { readonly firestore?: EmulatorAddress; readonly auth?: EmulatorAddress } = {},
) {
  return {
    apiKey: 'demo-api-key',
    authDomain: `${projectId}.firebaseapp.com`,
    projectId,
    appId: '1:1:web:1',
    emulators: { firestore: emulators.firestore ?? firestoreEmulator(), auth: emulators.auth ?? authEmulator() },
  };
}

/** The repository's rules, exactly as deployed. */
export function firestoreRules(): string {
  return readFileSync(join(__dirname, '..', 'firestore.rules'), 'utf8');
}

async function call(url: string, init: RequestInit, what: string): Promise<unknown> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} failed (${response.status}): ${text}`);
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

export async function loadFirestoreRules(projectId: string): Promise<void> {
  const { host, port } = firestoreEmulator();
  await call(
    `http://${host}:${port}/emulator/v1/projects/${projectId}:securityRules`,
    {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: firestoreRules() }] } }),
    },
    'loading firestore.rules',
  );
}

export async function clearFirestore(projectId: string): Promise<void> {
  const { host, port } = firestoreEmulator();
  await call(
    `http://${host}:${port}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    { method: 'DELETE' },
    'clearing Firestore',
  );
}

/**
 * Writes documents past the rules (the emulator's `owner` token), as the Admin SDK would: for
 * seeding what the app could not write itself, e.g. articles with chosen dates.
 */
export async function seedDocument(
  projectId: string,
  path: string,
  fields: Readonly<Record<string, FirestoreValue>>,
): Promise<void> {
  const { host, port } = firestoreEmulator();
  const slash = path.lastIndexOf('/');
  const collection = path.slice(0, slash);
  const id = path.slice(slash + 1);
  await call(
    `http://${host}:${port}/v1/projects/${projectId}/databases/(default)/documents/${collection}?documentId=${encodeURIComponent(id)}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ fields }),
    },
    `seeding ${path}`,
  );
}

/**
 * A document of telemetry counters as a host writes one (server/src/features/telemetry, tested
 * there), written past the rules: one minute, one kind, its entries' keys and bucket counts.
 */
export function seedTelemetryMinute(
  projectId: string,
  id: string,
  minute: number,
  kind: string,
  entries: readonly { readonly key: readonly string[]; readonly buckets: readonly number[] }[],
): Promise<void> {
  return seedDocument(projectId, `${TELEMETRY_COLLECTION}/${id}`, {
    minute: int(minute),
    kind: text(kind),
    expireAt: time(new Date((minute + TELEMETRY_RETENTION_DAYS * 24 * 60) * 60_000).toISOString()),
    entries: {
      arrayValue: {
        values: entries.map((entry) => ({
          mapValue: {
            fields: {
              key: { arrayValue: { values: entry.key.map(text) } },
              buckets: { arrayValue: { values: entry.buckets.map(int) } },
            },
          },
        })),
      },
    },
  });
}

/**
 * The documents of a collection as stored, read past the rules (the emulator's `owner` token):
 * each value decoded from Firestore's REST encoding (timestamps as ISO strings, integers as numbers).
 */
export async function storedDocuments(
  projectId: string,
  collectionId: string,
): Promise<{ id: string; data: Record<string, unknown> }[]> {
  const { host, port } = firestoreEmulator();
  const url = `http://${host}:${port}/v1/projects/${projectId}/databases/(default)/documents/${collectionId}`;
  const documents: { name: string; fields?: Record<string, FirestoreValue> }[] = [];
  for (let pageToken = ''; ;) {
    const page = (await call(
      `${url}?pageSize=300${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`,
      { headers: { Authorization: 'Bearer owner' } },
      `reading ${collectionId}`,
    )) as { documents?: typeof documents; nextPageToken?: string } | undefined;
    documents.push(...(page?.documents ?? []));
    if (!page?.nextPageToken) break;
    pageToken = page.nextPageToken;
  }
  return documents.map(({ name, fields }) => ({
    id: name.slice(name.lastIndexOf('/') + 1),
    data: decodeFields(fields ?? {}),
  }));
}

function decodeFields(fields: Readonly<Record<string, FirestoreValue>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, decodeValue(value)]));
}

function decodeValue(value: FirestoreValue): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('booleanValue' in value) return value.booleanValue;
  if ('timestampValue' in value) return value.timestampValue;
  if ('nullValue' in value) return null;
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(decodeValue);
  return decodeFields(value.mapValue.fields ?? {});
}

/** Firestore's REST value encoding, for seedDocument. */
export type FirestoreValue =
  | { readonly stringValue: string }
  | { readonly integerValue: string }
  | { readonly booleanValue: boolean }
  | { readonly timestampValue: string }
  | { readonly nullValue: null }
  | { readonly arrayValue: { readonly values?: readonly FirestoreValue[] } }
  | { readonly mapValue: { readonly fields: Readonly<Record<string, FirestoreValue>> } };

export const text = (value: string): FirestoreValue => ({ stringValue: value });
export const int = (value: number): FirestoreValue => ({ integerValue: String(value) });
export const time = (iso: string): FirestoreValue => ({ timestampValue: iso });
export const NULL: FirestoreValue = { nullValue: null };

/**
 * An email/password account in the Auth emulator, with custom claims set as the Admin SDK's
 * setCustomUserClaims would. Resolves with its uid.
 */
export async function createAuthUser(
  projectId: string,
  email: string,
  password: string,
  claims: Readonly<Record<string, unknown>> = {},
): Promise<string> {
  const { host, port } = authEmulator();
  const base = `http://${host}:${port}/identitytoolkit.googleapis.com/v1`;
  const owner = { 'Content-Type': 'application/json', Authorization: 'Bearer owner' };
  const created = await call(
    `${base}/projects/${projectId}/accounts`,
    { method: 'POST', headers: owner, body: JSON.stringify({ email, password }) },
    `creating ${email}`,
  );
  const uid = (created as { localId?: unknown } | undefined)?.localId;
  if (typeof uid !== 'string') throw new Error(`creating ${email}: no localId`);
  if (Object.keys(claims).length > 0) {
    await call(
      `${base}/projects/${projectId}/accounts:update`,
      {
        method: 'POST',
        headers: owner,
        body: JSON.stringify({ localId: uid, customAttributes: JSON.stringify(claims) }),
      },
      `setting the claims of ${email}`,
    );
  }
  return uid;
}

/**
 * What an ID token minted after the SMS second factor carries (firestore.rules' isAdmin() wants
 * it): spread into an `authenticatedContext` token next to `admin: true`.
 */
export const WITH_SECOND_FACTOR = {
  firebase: { sign_in_provider: 'password', sign_in_second_factor: 'phone' },
} as const;

/** An administrator account as operators make one: the admin claim and a verified email (multi-factor needs it). */
export async function createAdminUser(projectId: string, email: string, password: string): Promise<string> {
  const uid = await createAuthUser(projectId, email, password, { admin: true });
  const { host, port } = authEmulator();
  await call(
    `http://${host}:${port}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: uid, emailVerified: true }),
    },
    `verifying the email of ${email}`,
  );
  return uid;
}

/** The last SMS code the Auth emulator "sent" to `phoneNumber` (E.164), read from its REST endpoint. */
export async function lastSmsCode(projectId: string, phoneNumber: string): Promise<string> {
  const { host, port } = authEmulator();
  const answer = (await call(
    `http://${host}:${port}/emulator/v1/projects/${projectId}/verificationCodes`,
    { method: 'GET' },
    'reading the SMS codes',
  )) as { verificationCodes?: { phoneNumber: string; code: string }[] } | undefined;
  const codes = (answer?.verificationCodes ?? []).filter((entry) => entry.phoneNumber === phoneNumber);
  const last = codes[codes.length - 1];
  if (!last) throw new Error(`no SMS code was sent to ${phoneNumber}`);
  return last.code;
}

/** A sign-in step of the form (packages/ui SmsStep), as the tests drive it. */
interface SmsStepLike {
  readonly kind: 'phone' | 'code';
  submit(value: string): Promise<SmsStepLike | undefined>;
}

/**
 * Finishes an administrator's SMS steps as the person would: enrols `phone` (Korean format, e.g.
 * 010-1234-5678) when asked, then types the code the emulator sent to it.
 */
export async function finishSms(projectId: string, step: SmsStepLike, phone: string): Promise<void> {
  const e164 = `+82${phone.replace(/\D/gu, '').slice(1)}`;
  const codeStep = step.kind === 'phone' ? await step.submit(phone) : step;
  if (!codeStep || codeStep.kind !== 'code') throw new Error('expected the SMS code step');
  const done = await codeStep.submit(await lastSmsCode(projectId, e164));
  if (done) throw new Error('expected the sign-in to finish with the code');
}

/** A Korean mobile number nobody else's test uses (010-XXXX-XXXX). */
export function randomMobile(): string {
  const digits = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
  return `010-${digits.slice(0, 4)}-${digits.slice(4)}`;
}

/**
 * An administrator's sign-in to its end: the SMS steps (enrolment of `phone` the first time, the
 * code later) when the sign-in answered with them.
 */
export async function completeSignIn(outcome: Promise<unknown>, phone: string): Promise<void> {
  const answer = await outcome;
  if (typeof answer === 'object' && answer !== null && 'sms' in answer) {
    await finishSms(AUTH_PROJECT, answer.sms as SmsStepLike, phone);
  }
}

export async function clearAuth(projectId: string): Promise<void> {
  const { host, port } = authEmulator();
  await call(
    `http://${host}:${port}/emulator/v1/projects/${projectId}/accounts`,
    { method: 'DELETE' },
    'clearing Auth',
  );
}
