import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_DIR } from '../support/env';

/**
 * The firebase-mode host, on its own port of the e2e range (E2E_PORT_BASE + 10; + 11 … 13 for the
 * second host and the deploy tests' origins): support/env.ts's PORTS leave them to this run.
 */
export const FIREBASE_PORT = Number(process.env.E2E_PORT_BASE ?? 8180) + 10;
export const FIREBASE_ORIGIN = `http://127.0.0.1:${FIREBASE_PORT}`;
/** A second host on the same emulators (E2E_PORT_BASE + 11): hosts keep no data of their own. */
export const SECOND_FIREBASE_PORT = FIREBASE_PORT + 1;
export const SECOND_FIREBASE_ORIGIN = `http://127.0.0.1:${SECOND_FIREBASE_PORT}`;
/** Each host's runtime config (written by the config; the tests' deploy commands read the first's). */
export const siteConfigFile = (name: string) => `${DATA_DIR}-${name}-site.json`;
/** `demo-` projects never reach Google. */
export const FIREBASE_PROJECT = 'demo-gagyeong-e2e';
/** The project scripts/firebase-emulators.js starts the Auth emulator with (its accounts live there). */
const AUTH_PROJECT = 'demo-gagyeong';

interface Address {
  readonly host: string;
  readonly port: number;
}

function address(value: string | undefined): Address | null {
  const match = value ? /^([^:]+):(\d+)$/.exec(value) : null;
  return match?.[1] ? { host: match[1], port: Number(match[2]) } : null;
}

/** The emulators named in the environment by the launcher, or null when they are not running. */
export function firebaseEmulators(): { firestore: Address; auth: Address } | null {
  const firestore = address(process.env.FIRESTORE_EMULATOR_HOST);
  const auth = address(process.env.FIREBASE_AUTH_EMULATOR_HOST);
  return firestore && auth ? { firestore, auth } : null;
}

function required(): { firestore: Address; auth: Address } {
  const emulators = firebaseEmulators();
  if (!emulators) throw new Error('Firebase emulators not running: use npm run e2e:firebase');
  return emulators;
}

async function call(url: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text}`);
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** firestore.rules as deployed, on an empty database. */
export async function resetFirestore(): Promise<void> {
  const { host, port } = required().firestore;
  const rules = readFileSync(join(__dirname, '..', '..', 'firestore.rules'), 'utf8');
  await call(`http://${host}:${port}/emulator/v1/projects/${FIREBASE_PROJECT}:securityRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
  });
  await call(`http://${host}:${port}/emulator/v1/projects/${FIREBASE_PROJECT}/databases/(default)/documents`, {
    method: 'DELETE',
  });
}

/** An Auth emulator account, with custom claims set as the Admin SDK would. */
export async function createAccount(
  email: string,
  password: string,
  claims: Record<string, unknown> = {},
): Promise<void> {
  const { host, port } = required().auth;
  const base = `http://${host}:${port}/identitytoolkit.googleapis.com/v1/projects/${AUTH_PROJECT}`;
  const headers = { 'Content-Type': 'application/json', Authorization: 'Bearer owner' };
  const created = (await call(`${base}/accounts`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  })) as {
    localId?: string;
  };
  if (Object.keys(claims).length > 0) {
    // An administrator's email is verified, as multi-factor enrolment needs (docs/firebase.md §3).
    await call(`${base}/accounts:update`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        localId: created.localId,
        customAttributes: JSON.stringify(claims),
        ...(claims.admin === true ? { emailVerified: true } : {}),
      }),
    });
  }
}

/** Every SMS code the Auth emulator "sent" to `phoneNumber` (E.164), oldest first. */
export async function smsCodes(phoneNumber: string): Promise<string[]> {
  const { host, port } = required().auth;
  const answer = (await call(`http://${host}:${port}/emulator/v1/projects/${AUTH_PROJECT}/verificationCodes`, {
    method: 'GET',
  })) as { verificationCodes?: { phoneNumber: string; code: string }[] } | undefined;
  return (answer?.verificationCodes ?? []).filter((entry) => entry.phoneNumber === phoneNumber).map(({ code }) => code);
}

/** A collection's documents as the Admin SDK would see them (the owner token bypasses the rules). */
export async function readCollection(name: string): Promise<Record<string, unknown>[]> {
  const { host, port } = required().firestore;
  const body = (await call(
    `http://${host}:${port}/v1/projects/${FIREBASE_PROJECT}/databases/(default)/documents/${name}`,
    {
      method: 'GET',
      headers: { Authorization: 'Bearer owner' },
    },
  )) as { documents?: Record<string, unknown>[] } | undefined;
  return body?.documents ?? [];
}
