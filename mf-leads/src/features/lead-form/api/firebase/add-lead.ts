import { doc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import type { FirebaseConfig } from '@gagyeong/contracts';
import type { LeadInput } from '@gagyeong/contracts/leads';
import { screenLead, storedLead } from '@gagyeong/contracts/lead-rules';
import { LEADS_COLLECTION, leadsFirestore } from '../../../../firebase/firebase-app';
import { newLeadId } from '../new-lead-id';
import { SUBMIT_TIMEOUT_MS, type SubmitOutcome } from '../submit-lead';
import { visitAttribution } from '../visit-attribution';

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** Firestore codes that mean the request never got an answer worth judging. */
const NO_ANSWER = new Set(['unavailable', 'deadline-exceeded', 'cancelled', 'timeout']);

function withTimeout<T>(operation: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('timed out'), { code: 'timeout' })), timeoutMs);
  });
  return Promise.race([operation, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Stores one lead in Firestore (firebase mode), with the same outcomes as posting it to the
 * embedded server: judged and shaped by the same rules (@gagyeong/contracts/lead-rules: a filled
 * honeypot dropped first, then the schema; the stored document built from the schema's output).
 * The document id is the form's submission id, so sending the same lead again after a lost answer
 * writes the same document (firestore.rules allow that retry and nothing else); the rules check
 * fields, bounds and consent again.
 */
export async function addLead(
  config: FirebaseConfig,
  input: LeadInput,
  { timeoutMs = SUBMIT_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<SubmitOutcome> {
  // The visit's campaign attribution rides along, as it does to the embedded server.
  const screened = screenLead({ ...visitAttribution(), ...input });
  if (screened.kind === 'dropped') return { kind: 'success' };
  if (screened.kind === 'invalid') return { kind: 'failure', status: 400, detail: screened.message };
  const { lead } = screened;
  const userAgent = typeof navigator === 'undefined' ? undefined : navigator.userAgent;
  try {
    await withTimeout(
      setDoc(doc(leadsFirestore(config), LEADS_COLLECTION, lead.id ?? newLeadId()), {
        ...storedLead(lead, userAgent),
        createdAt: serverTimestamp(),
        consentAt: serverTimestamp(),
      }),
      timeoutMs,
    );
  } catch (error) {
    const code = errorCode(error);
    if (code === undefined || NO_ANSWER.has(code)) return { kind: 'network' };
    // The rules refused it (a changed lead under a used id, or input the forms never send).
    return { kind: 'failure', status: code === 'permission-denied' ? 403 : 500 };
  }
  return { kind: 'success' };
}
