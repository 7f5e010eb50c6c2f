import * as v from 'valibot';
import type { FirebaseConfig } from '@gagyeong/contracts';
import { PREVIEW_GRANTS_COLLECTION, PreviewGrantSchema } from '@gagyeong/contracts/delivery';
import { firestoreRestBase } from '../firestore-leads/firestore-lead-store';

/** Firestore's automatic ids: 20 letters and digits. */
const GRANT_ID = /^[A-Za-z0-9]{20}$/;
const READ_TIMEOUT_MS = 5000;

export type PreviewGrant = v.InferOutput<typeof PreviewGrantSchema>;

interface RestField {
  readonly stringValue?: string;
  readonly nullValue?: null;
  readonly timestampValue?: string;
}

/**
 * Firebase mode: a preview grant as any host reads it, a visitor with the web API key (hosts hold
 * no credential; firestore.rules let anyone holding a grant's id get it, nobody list them).
 * Undefined when there is none, or it does not fit the shape.
 */
export function createPreviewGrantReader(firebase: FirebaseConfig, fetchImpl: typeof fetch = fetch) {
  const documents = firestoreRestBase(firebase);
  return async function readPreviewGrant(id: string): Promise<PreviewGrant | undefined> {
    if (!GRANT_ID.test(id)) return undefined;
    const response = await fetchImpl(
      `${documents}/${PREVIEW_GRANTS_COLLECTION}/${id}?key=${encodeURIComponent(firebase.apiKey)}`,
      { signal: AbortSignal.timeout(READ_TIMEOUT_MS) },
    );
    if (!response.ok) return undefined;
    const { fields = {} } = (await response.json()) as { fields?: Record<string, RestField> };
    const parsed = v.safeParse(PreviewGrantSchema, {
      remote: fields.remote?.stringValue,
      url: fields.url?.stringValue,
      version: fields.version?.stringValue ?? (fields.version && 'nullValue' in fields.version ? null : undefined),
      expireAt: fields.expireAt?.timestampValue ? Date.parse(fields.expireAt.timestampValue) : undefined,
    });
    return parsed.success ? parsed.output : undefined;
  };
}
