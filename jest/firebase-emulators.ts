import { readFileSync } from 'node:fs';
import { join } from 'node:path';

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

/** The runtime config's Firebase part for a test project on the emulators (a demo key, no credential). */
export function emulatorWebConfig(projectId: string) {
  return {
    apiKey: 'demo-api-key',
    authDomain: `${projectId}.firebaseapp.com`,
    projectId,
    appId: '1:1:web:1',
    emulators: { firestore: firestoreEmulator(), auth: authEmulator() },
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

/** Firestore's REST value encoding, for seedDocument. */
export type FirestoreValue =
  | { readonly stringValue: string }
  | { readonly integerValue: string }
  | { readonly booleanValue: boolean }
  | { readonly timestampValue: string }
  | { readonly nullValue: null }
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

export async function clearAuth(projectId: string): Promise<void> {
  const { host, port } = authEmulator();
  await call(
    `http://${host}:${port}/emulator/v1/projects/${projectId}/accounts`,
    { method: 'DELETE' },
    'clearing Auth',
  );
}
