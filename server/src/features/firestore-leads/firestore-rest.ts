/**
 * Firestore's REST API as the operator's commands use it: an administrator's token, past
 * firestore.rules (the Admin API's place), against production or the emulator.
 */
export interface FirestoreTarget {
  /** `https://firestore.googleapis.com/v1`, or the emulator's `http://host:port/v1`. */
  readonly baseUrl: string;
  readonly projectId: string;
  /** An OAuth access token with the datastore scope (the emulator takes `owner`). */
  readonly accessToken: () => Promise<string>;
}

export class FirestoreRequestError extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(`Firestore가 요청을 거절했습니다 (${status}): ${detail}`);
    this.name = 'FirestoreRequestError';
  }
}

export interface RestValue {
  readonly timestampValue?: string;
  readonly nullValue?: null;
}

export interface RestDocument {
  readonly name: string;
  readonly fields?: Readonly<Record<string, RestValue>>;
}

/** Firestore's most writes in one commit. */
export const COMMIT_MAX = 500;

export interface FirestoreRest {
  /** `projects/<id>/databases/(default)`, the prefix of every document name. */
  readonly database: string;
  /** The URL of the documents, to which `:runQuery` and `:commit` are appended. */
  readonly documents: string;
  /** POSTs `body` as JSON; the parsed answer, or FirestoreRequestError on a refusal. */
  readonly call: (url: string, body: unknown) => Promise<unknown>;
  /** The documents a structured query finds. */
  readonly query: (structuredQuery: unknown) => Promise<RestDocument[]>;
}

export function firestoreRest(target: FirestoreTarget): FirestoreRest {
  const database = `projects/${target.projectId}/databases/(default)`;
  const documents = `${target.baseUrl.replace(/\/+$/, '')}/${database}/documents`;

  async function call(url: string, body: unknown): Promise<unknown> {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await target.accessToken()}` },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new FirestoreRequestError(response.status, text.slice(0, 500));
    return JSON.parse(text) as unknown;
  }

  async function query(structuredQuery: unknown): Promise<RestDocument[]> {
    const rows = (await call(`${documents}:runQuery`, { structuredQuery })) as { document?: RestDocument }[];
    return rows.flatMap((row) => (row.document ? [row.document] : []));
  }

  return { database, documents, call, query };
}
