import { randomUUID } from 'node:crypto';
import type { FirebaseConfig } from '@gagyeong/contracts';
import type { LeadData } from '@gagyeong/contracts/leads';
import { storedLead } from '@gagyeong/contracts/lead-rules';
import type { InsertOutcome, LeadContext } from '../leads/insert-lead';

/** Bound on one write; past it the visitor is asked to try again (nothing was stored twice). */
const WRITE_TIMEOUT_MS = 10_000;

export class FirestoreUnavailableError extends Error {
  constructor(detail: string) {
    super(`Firestore write failed: ${detail}`);
    this.name = 'FirestoreUnavailableError';
  }
}

/** Where the leads go: the same store interface in both backend modes. */
export interface LeadStore {
  insert(lead: LeadData, context: LeadContext): Promise<InsertOutcome>;
}

/** Firestore's REST base for the config: the emulator when it names one (tests), else Google's. */
export function firestoreRestBase(firebase: FirebaseConfig): string {
  const emulator = firebase.emulators?.firestore;
  const origin = emulator ? `http://${emulator.host}:${emulator.port}` : 'https://firestore.googleapis.com';
  return `${origin}/v1/projects/${encodeURIComponent(firebase.projectId)}/databases/(default)/documents`;
}

/** A value in Firestore's REST encoding (only the kinds a stored lead has). */
type RestValue =
  | { readonly stringValue: string }
  | { readonly booleanValue: boolean }
  | { readonly nullValue: null }
  | { readonly mapValue: { readonly fields: Readonly<Record<string, RestValue>> } };

/** A document's fields in Firestore's REST encoding: strings, booleans, null and maps of them. */
export function restFields(document: object): Record<string, RestValue> {
  return Object.fromEntries(Object.entries(document).map(([key, value]: [string, unknown]) => [key, restValue(value)]));
}

function restValue(value: unknown): RestValue {
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (value === null) return { nullValue: null };
  if (typeof value === 'object') return { mapValue: { fields: restFields(value) } };
  throw new TypeError(`no REST encoding for ${typeof value}`);
}

/**
 * Leads sent to the host in firebase mode (the classic form, without JavaScript) written to
 * Firestore as the visitor's browser would write them: unauthenticated, under firestore.rules,
 * with the web API key (no credential on the host), so the host keeps nothing of its own. The
 * document id is the submission id, as in the browser: the first write is a create; when the id
 * is taken, the same content sent again is the rules' retry (a duplicate), anything else a
 * conflict, as the embedded server answers.
 */
export function createFirestoreLeadStore(firebase: FirebaseConfig, fetchImpl: typeof fetch = fetch): LeadStore {
  const documents = firestoreRestBase(firebase);
  const commitUrl = `${documents}:commit?key=${encodeURIComponent(firebase.apiKey)}`;

  async function commit(write: unknown): Promise<{ status: number; code: string }> {
    let response: Response;
    try {
      response = await fetchImpl(commitUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ writes: [write] }),
        signal: AbortSignal.timeout(WRITE_TIMEOUT_MS),
      });
    } catch (error) {
      throw new FirestoreUnavailableError(error instanceof Error ? error.message : String(error));
    }
    const body = (await response.json().catch(() => undefined)) as { error?: { status?: unknown } } | undefined;
    const code = typeof body?.error?.status === 'string' ? body.error.status : '';
    return { status: response.status, code };
  }

  return {
    async insert(lead, context) {
      const id = lead.id ?? randomUUID();
      const name = documents.slice(documents.indexOf('projects/')) + `/leads/${id}`;
      const write = {
        // The contracts' stored lead; the two times are Firestore's (as the browser's writer sets them).
        update: { name, fields: restFields(storedLead(lead, context.userAgent)) },
        updateTransforms: [
          { fieldPath: 'createdAt', setToServerValue: 'REQUEST_TIME' },
          { fieldPath: 'consentAt', setToServerValue: 'REQUEST_TIME' },
        ],
      };
      const created = await commit({ ...write, currentDocument: { exists: false } });
      if (created.status === 200) return { status: 'created', id };
      // Taken (or refused as an update of a taken id): send it as the retry the rules allow.
      if (
        created.code === 'ALREADY_EXISTS' ||
        created.code === 'FAILED_PRECONDITION' ||
        created.code === 'PERMISSION_DENIED'
      ) {
        const again = await commit(write);
        if (again.status === 200) return { status: 'duplicate', id };
        if (again.code === 'PERMISSION_DENIED') return { status: 'conflict', id };
        throw new FirestoreUnavailableError(`${again.status} ${again.code}`);
      }
      throw new FirestoreUnavailableError(`${created.status} ${created.code}`);
    },
  };
}
