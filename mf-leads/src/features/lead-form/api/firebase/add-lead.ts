import { doc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import type { FirebaseConfig } from '@gagyeong/contracts';
import * as v from 'valibot';
import { attributionOf, leadChannel } from '@gagyeong/contracts/attribution';
import { isHoneypotFilled, LEAD_CONSENT, LeadSchema, leadFieldErrors, type LeadInput } from '@gagyeong/contracts/leads';
import { LEADS_COLLECTION, leadsFirestore } from '../../../../firebase/firebase-app';
import { newLeadId } from '../new-lead-id';
import { SUBMIT_TIMEOUT_MS, type SubmitOutcome } from '../submit-lead';
import { visitAttribution } from '../visit-attribution';

/** As the embedded server keeps it: real user agents are about 150 characters. */
const USER_AGENT_MAX = 512;

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
 * embedded server. The document id is the form's submission id, so sending the same lead again
 * after a lost answer writes the same document (firestore.rules allow that retry and nothing
 * else); the rules check fields, bounds and consent again. A filled honeypot is answered like
 * any other submission and dropped, as the server does.
 */
export async function addLead(
  config: FirebaseConfig,
  input: LeadInput,
  { timeoutMs = SUBMIT_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<SubmitOutcome> {
  // The visit's campaign attribution rides along, as it does to the embedded server.
  const lead: LeadInput = { ...visitAttribution(), ...input };
  // The schema the server validates with; the forms have checked the same before sending.
  const [invalid] = Object.values(leadFieldErrors(lead));
  const parsed = v.safeParse(LeadSchema, lead);
  if (invalid !== undefined || !parsed.success) return { kind: 'failure', status: 400, detail: invalid };
  if (isHoneypotFilled(lead)) return { kind: 'success' };
  const attribution = attributionOf(parsed.output);
  const id = lead.id?.trim().toLowerCase() || newLeadId();
  const { form } = lead;
  const name = lead.name.trim();
  const phone = lead.phone.trim();
  const message = (lead.message ?? '').trim();
  const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent.slice(0, USER_AGENT_MAX);
  try {
    await withTimeout(
      setDoc(doc(leadsFirestore(config), LEADS_COLLECTION, id), {
        form,
        name,
        phone,
        message,
        consent: true,
        consentVersion: LEAD_CONSENT.version,
        userAgent,
        createdAt: serverTimestamp(),
        consentAt: serverTimestamp(),
        // The follow-up starts empty; only administrators change it (firestore.rules).
        status: 'new',
        memo: '',
        closedAt: null,
        attribution,
        channel: leadChannel(attribution),
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
