import { attributionFrom, EMPTY_ATTRIBUTION, type Attribution } from '@gagyeong/contracts/attribution';
import { signOut } from 'firebase/auth';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  startAfter,
  Timestamp,
  where,
  type DocumentData,
  type DocumentSnapshot,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import type { FirebaseConfig } from '@gagyeong/contracts';
import { DEFAULT_IDLE_TIMEOUT_MS, type SessionUser } from '@gagyeong/contracts/auth';
import type { SmsStep } from '@gagyeong/ui';
import { SecondFactorError, sessionUserOf, signInWithSecondFactor } from '@gagyeong/ui/firebase-second-factor';
import {
  isLeadForm,
  isLeadStatus,
  LEAD_UPDATE_MESSAGES,
  LEADS_PAGE_SIZE,
  type LeadPage,
  type LeadRecord,
  type LeadUpdateInput,
} from '@gagyeong/contracts/leads';
import { checkWith, type Checked } from '@gagyeong/contracts/checks';
import {
  followUp,
  LEAD_WITHDRAWAL,
  parseLeadFilter,
  UpdateLeadSchema,
  type LeadFilterField,
} from '@gagyeong/contracts/lead-admin-rules';
import { leadsToCsv } from '@gagyeong/contracts/leads-csv';
import type { AccessAction } from '@gagyeong/contracts/access';
import { INBOX_FIREBASE_ERRORS, INBOX_TEXT } from '../../../../content/admin-text';
import { LEADS_COLLECTION, leadsFirestore } from '../../../../firebase/firebase-app';
import { leadsAuth } from '../../../../firebase/firebase-auth';
import { InboxError, type InboxFilter, type MeResult } from '../inbox-api';

/** The access records of who handled which leads (firestore.rules, docs/decisions/0095-safeguards-for-personal-data.md). */
export const ACCESS_RECORDS_COLLECTION = 'accessRecords';
/** One audit record per deletion, as the embedded server's lead_deletions (firestore.rules). */
export const LEAD_DELETIONS_COLLECTION = 'leadDeletions';
/** Documents per read when exporting everything that matches. */
const EXPORT_BATCH = 500;

const AUTH_MESSAGES: Readonly<Record<string, string>> = {
  'auth/invalid-credential': INBOX_FIREBASE_ERRORS.invalidCredentials,
  'auth/invalid-login-credentials': INBOX_FIREBASE_ERRORS.invalidCredentials,
  'auth/wrong-password': INBOX_FIREBASE_ERRORS.invalidCredentials,
  'auth/user-not-found': INBOX_FIREBASE_ERRORS.invalidCredentials,
  'auth/missing-password': INBOX_FIREBASE_ERRORS.invalidCredentials,
  'auth/invalid-email': INBOX_FIREBASE_ERRORS.invalidEmail,
  'auth/too-many-requests': INBOX_FIREBASE_ERRORS.tooManyAttempts,
  'auth/user-disabled': INBOX_FIREBASE_ERRORS.userDisabled,
  'auth/network-request-failed': INBOX_TEXT.networkError,
};

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** SDK failures as InboxErrors: 401 sends the inbox back to sign-in, as with the server. */
export function toInboxError(error: unknown, signedIn: boolean): InboxError {
  if (error instanceof InboxError) return error;
  if (error instanceof SecondFactorError) return new InboxError(error.message, 400);
  const code = errorCode(error) ?? '';
  if (code in AUTH_MESSAGES) return new InboxError(AUTH_MESSAGES[code] ?? INBOX_TEXT.unexpected, 400);
  if (code === 'permission-denied' || code === 'unauthenticated') {
    return signedIn ? new InboxError(INBOX_FIREBASE_ERRORS.forbidden, 403) : new InboxError(INBOX_TEXT.forbidden, 401);
  }
  if (code === 'unavailable' || code === 'deadline-exceeded') return new InboxError(INBOX_TEXT.networkError, 0);
  return new InboxError(INBOX_TEXT.unexpected, 500);
}

/** A rule's refusal as the server's answer would be: 400 with its Korean message. */
function orBadRequest<T>(checked: Checked<T>): T {
  if (checked.ok) return checked.value;
  throw new InboxError(checked.message, 400);
}

/** Where each field a filter compares is stored; each has an index with createdAt (firestore.indexes.json). */
const FILTER_PATHS: Readonly<Record<LeadFilterField, string>> = {
  form: 'form',
  status: 'status',
  channel: 'channel',
  utmMedium: 'attribution.utmMedium',
  utmCampaign: 'attribution.utmCampaign',
};

/** The filter (read by the contracts' rule, as the server reads it) as query constraints, newest first. */
function filterConstraints(inboxFilter: InboxFilter): QueryConstraint[] {
  const filter = orBadRequest(parseLeadFilter(inboxFilter));
  const constraints: QueryConstraint[] = (Object.entries(filter.equal) as [LeadFilterField, string][]).map(
    ([field, value]) => where(FILTER_PATHS[field], '==', value),
  );
  if (filter.fromMs !== undefined) constraints.push(where('createdAt', '>=', Timestamp.fromMillis(filter.fromMs)));
  if (filter.toMs !== undefined) constraints.push(where('createdAt', '<', Timestamp.fromMillis(filter.toMs)));
  constraints.push(orderBy('createdAt', 'desc'));
  return constraints;
}

function isoOf(value: unknown): string {
  return value instanceof Timestamp ? value.toDate().toISOString() : '';
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A stored lead's attribution map; a lead written before attribution was kept has none. */
function attributionOfDocument(value: unknown): Attribution {
  if (typeof value !== 'object' || value === null) return EMPTY_ATTRIBUTION;
  return attributionFrom((field) => (value as Record<string, unknown>)[field]);
}

export function toLeadRecord(id: string, data: DocumentData): LeadRecord {
  return {
    id,
    form: isLeadForm(data.form) ? data.form : 'popup',
    name: textOf(data.name),
    phone: textOf(data.phone),
    message: textOf(data.message),
    consent: data.consent === true,
    consentAt: isoOf(data.consentAt),
    consentVersion: textOf(data.consentVersion),
    userAgent: textOf(data.userAgent),
    createdAt: isoOf(data.createdAt),
    status: isLeadStatus(data.status) ? data.status : 'new',
    memo: textOf(data.memo),
    closedAt: data.closedAt instanceof Timestamp ? isoOf(data.closedAt) : null,
    changedBy: typeof data.changedBy === 'string' ? data.changedBy : null,
    changedAt: data.changedAt instanceof Timestamp ? isoOf(data.changedAt) : null,
    attribution: attributionOfDocument(data.attribution),
  };
}

/**
 * The inbox on Firebase (firebase mode): Firebase Auth for the administrator (custom claim
 * `admin: true`), Firestore collection `leads` read under firestore.rules, the CSV built in the
 * browser with the same columns as the embedded server's.
 */
export function createFirestoreInbox(config: FirebaseConfig) {
  const db = leadsFirestore(config);
  const auth = leadsAuth(config);
  const cursors = new Map<string, DocumentSnapshot>();
  const signedIn = () => auth.currentUser !== null;

  async function cursorSnapshot(cursor: string): Promise<DocumentSnapshot> {
    const known = cursors.get(cursor);
    if (known) return known;
    const snapshot = await getDoc(doc(db, LEADS_COLLECTION, cursor));
    if (!snapshot.exists()) throw new InboxError(INBOX_FIREBASE_ERRORS.missingCursor, 400);
    return snapshot;
  }

  async function read(constraints: QueryConstraint[]) {
    return (await getDocs(query(collection(db, LEADS_COLLECTION), ...constraints))).docs;
  }

  /** The access record of one handling (the rules take the account and time from the request). */
  function accessRecord(
    action: AccessAction,
    subjects: readonly string[],
    detail: Record<string, unknown>,
    count = subjects.length,
  ) {
    return {
      ref: doc(collection(db, ACCESS_RECORDS_COLLECTION)),
      data: {
        at: serverTimestamp(),
        account: auth.currentUser?.email ?? '',
        action,
        subjects,
        subjectCount: count,
        detail,
      },
    };
  }

  async function recordAccess(...args: Parameters<typeof accessRecord>) {
    const { ref, data } = accessRecord(...args);
    await setDoc(ref, data);
  }

  /** The filter as a record keeps it: only the fields given. */
  const filterDetail = (filter: InboxFilter) =>
    Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== ''));

  return {
    async me(): Promise<MeResult> {
      await auth.authStateReady();
      return {
        user: auth.currentUser ? await sessionUserOf(auth.currentUser) : null,
        idleTimeoutMs: DEFAULT_IDLE_TIMEOUT_MS,
      };
    },
    /** An administrator goes on with the SMS second factor (enrolment on the first sign-in). */
    async signIn(email: string, password: string): Promise<{ user: SessionUser } | { sms: SmsStep }> {
      try {
        return await signInWithSecondFactor(auth, email, password);
      } catch (error) {
        throw toInboxError(error, false);
      }
    },
    async signOut(): Promise<void> {
      await signOut(auth);
    },
    /** One page (50, newest first); `cursor` is the previous page's nextCursor. */
    async list(filter: InboxFilter, cursor?: string): Promise<LeadPage> {
      try {
        const constraints = filterConstraints(filter);
        if (cursor) constraints.push(startAfter(await cursorSnapshot(cursor)));
        const docs = await read([...constraints, limit(LEADS_PAGE_SIZE)]);
        const last = docs[docs.length - 1];
        if (last) cursors.set(last.id, last);
        const given = filterDetail(filter);
        await recordAccess(
          Object.keys(given).length > 0 ? 'search' : 'list',
          docs.map((snapshot) => snapshot.id),
          { filter: given, page: cursor ? 'next' : 'first' },
        );
        return {
          items: docs.map((snapshot) => toLeadRecord(snapshot.id, snapshot.data())),
          nextCursor: docs.length === LEADS_PAGE_SIZE && last ? last.id : null,
        };
      } catch (error) {
        throw toInboxError(error, signedIn());
      }
    },
    /**
     * Changes status and/or memo as the embedded server does (PATCH /api/leads/:id), by the same
     * rules: UpdateLeadSchema, then `followUp` with the server's time (closing records it, closing
     * again keeps it, reopening clears it) and the signed-in account as who changed it last.
     * Resolves with the stored lead.
     */
    async update(id: string, input: LeadUpdateInput): Promise<LeadRecord> {
      const update = orBadRequest(checkWith(UpdateLeadSchema, input));
      const ref = doc(db, LEADS_COLLECTION, id);
      try {
        await runTransaction(db, async (transaction) => {
          const snapshot = await transaction.get(ref);
          if (!snapshot.exists()) throw new InboxError(LEAD_UPDATE_MESSAGES.notFound, 404);
          const before = snapshot.data();
          const status = isLeadStatus(before.status) ? before.status : 'new';
          const current = { status, memo: textOf(before.memo), closedAt: before.closedAt as unknown };
          // The rules take the account and the time only from the request itself.
          const by = auth.currentUser?.email ?? '';
          transaction.update(ref, { ...followUp(current, update, serverTimestamp(), by) });
          const fields = Object.keys(update).filter((key) => update[key as keyof typeof update] !== undefined);
          const record = accessRecord('update', [id], { fields });
          transaction.set(record.ref, record.data);
        });
        const stored = await getDoc(ref);
        if (!stored.exists()) throw new InboxError(LEAD_UPDATE_MESSAGES.notFound, 404);
        return toLeadRecord(stored.id, stored.data());
      } catch (error) {
        throw toInboxError(error, signedIn());
      }
    },
    /**
     * Destroys the lead at once (withdrawn consent), with its audit record in the same
     * transaction, as the embedded server does (docs/decisions/0030-lead-retention.md).
     */
    async remove(id: string): Promise<void> {
      const ref = doc(db, LEADS_COLLECTION, id);
      try {
        await runTransaction(db, async (transaction) => {
          const snapshot = await transaction.get(ref);
          if (!snapshot.exists()) throw new InboxError(LEAD_UPDATE_MESSAGES.notFound, 404);
          transaction.delete(ref);
          transaction.set(doc(collection(db, LEAD_DELETIONS_COLLECTION)), {
            at: serverTimestamp(),
            ...LEAD_WITHDRAWAL,
          });
          const record = accessRecord('delete', [id], { reason: 'consent-withdrawn' });
          transaction.set(record.ref, record.data);
        });
      } catch (error) {
        throw toInboxError(error, signedIn());
      }
    },
    /** Every lead the filter matches, as the CSV the embedded server would send. */
    /** The record (with the reason typed) is written before the file is handed over. */
    async csv(filter: InboxFilter, reason: string): Promise<string> {
      try {
        const constraints = filterConstraints(filter);
        const leads: LeadRecord[] = [];
        for (let after: DocumentSnapshot | undefined; ;) {
          const docs = await read([...constraints, ...(after ? [startAfter(after)] : []), limit(EXPORT_BATCH)]);
          leads.push(...docs.map((snapshot) => toLeadRecord(snapshot.id, snapshot.data())));
          after = docs[docs.length - 1];
          if (docs.length < EXPORT_BATCH) break;
        }
        await recordAccess('export', [], { filter: filterDetail(filter), reason }, leads.length);
        return leadsToCsv(leads);
      } catch (error) {
        throw toInboxError(error, signedIn());
      }
    },
  };
}

export type FirestoreInbox = ReturnType<typeof createFirestoreInbox>;
